import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { errorBoundaryTexts } from '@/components/ui/error-boundary-texts';
import { PageShell } from '@/components/ui/page-shell';

/** The message shown in place of a screen that failed, with "Volver" and "Recargar". */
export function ErrorFallback({ onBack }: { onBack: () => void }) {
  return (
    <div
      role="alert"
      data-testid="error-boundary"
      className="mx-auto my-10 max-w-lg rounded-2xl border border-rose-200 bg-white p-6 text-center shadow-sm dark:border-rose-500/30 dark:bg-slate-900"
    >
      <AlertTriangle
        className="mx-auto h-8 w-8 text-rose-600 dark:text-rose-400"
        aria-hidden="true"
      />
      <h2 className="mt-3 text-lg font-bold text-slate-900 dark:text-white">
        {errorBoundaryTexts.title}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{errorBoundaryTexts.body}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {errorBoundaryTexts.back}
        </Button>
        <Button onClick={() => window.location.reload()}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {errorBoundaryTexts.reload}
        </Button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** A new key (the route changed) clears the error and renders the children again. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  key: string;
}

/** React's error boundary (a class is the only way to write one), reset by `resetKey`. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error mostrando la pantalla:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Catches what a screen throws (while rendering, in an effect, or in an effect's cleanup when the
 * screen is left) and shows "Algo salió mal…" with "Volver" (the previous screen in the app, else
 * `backTo`) and "Recargar", instead of a blank page. Whatever is outside it (an area's navigation)
 * stays alive; moving to another route renders the children again. Where no page frame surrounds
 * the boundary, `shell` puts the message in a standalone page (top bar with that back link, <main>).
 */
export function RouteErrorBoundary({
  backTo,
  shell,
  children,
}: {
  backTo: string;
  shell?: { backTo: string; backLabel: string };
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const onBack = () => {
    // react-router numbers its history entries: idx 0 is the first screen of this visit.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(backTo, { replace: true });
  };
  const message = <ErrorFallback onBack={onBack} />;
  return (
    <Boundary
      resetKey={location.pathname + location.search}
      fallback={
        shell ? (
          <PageShell backTo={shell.backTo} backLabel={shell.backLabel} width="narrow">
            {message}
          </PageShell>
        ) : (
          message
        )
      }
    >
      {children}
    </Boundary>
  );
}
