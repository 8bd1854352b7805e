import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';

import { router } from '@/app/router';
import { useAuthStore } from '@/features/auth/stores/auth-store';

export function App() {
  const initialize = useAuthStore((s) => s.initialize);
  useEffect(() => {
    void initialize();
  }, [initialize]);
  return <RouterProvider router={router} />;
}
