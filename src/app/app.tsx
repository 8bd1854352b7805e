import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from '@/app/router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { applyTheme, cachedTheme } from '@/lib/theme';

// Paint the last known theme before the first render, so a dark-theme user never sees a light flash.
applyTheme(cachedTheme());

export function App() {
  const initialize = useAuthStore((s) => s.initialize);
  const theme = useAuthStore((s) => s.user?.user_metadata?.theme as unknown);

  useEffect(() => {
    void initialize();
  }, [initialize]);

  // The signed-in user's saved preference wins on every visit (and right after it is changed).
  useEffect(() => {
    if (theme !== undefined) applyTheme(theme);
  }, [theme]);

  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
