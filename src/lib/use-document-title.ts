import { useEffect } from 'react';

/** The browser tab's title while the calling screen is shown (each route names itself in Spanish). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
