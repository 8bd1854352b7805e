import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// The message is only needed once a screen has failed: loaded then, so it never weighs on a first
// paint (scripts/size.ts budgets).
const RouteErrorFallback = lazy(() => import('@/components/ui/error-fallback'));

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
  return (
    <Boundary
      resetKey={location.pathname + location.search}
      fallback={
        <Suspense fallback={null}>
          <RouteErrorFallback onBack={onBack} shell={shell} />
        </Suspense>
      }
    >
      {children}
    </Boundary>
  );
}
