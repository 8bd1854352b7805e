import { Spinner } from '@/components/ui/spinner';

/** The loading screen says 'Cargando...'. */
export function LoadingScreen() {
  return (
    <div
      className="flex min-h-dvh items-center justify-center bg-slate-50 text-slate-600 dark:bg-slate-950 dark:text-slate-300"
      role="status"
      aria-live="polite"
    >
      <div className="flex flex-col items-center gap-3">
        <span
          className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
          aria-hidden="true"
        />
        <p className="text-sm font-medium">Cargando...</p>
      </div>
    </div>
  );
}

/** 'Cargando...' inside a page frame (e.g. the admin shell) while a screen's chunk loads. */
export function PageLoading() {
  return (
    <div
      role="status"
      className="flex items-center gap-2 py-16 text-sm text-slate-500 dark:text-slate-400"
    >
      <Spinner />
      Cargando...
    </div>
  );
}
