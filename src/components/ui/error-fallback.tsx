import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';

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

/**
 * What a failed area shows: the message, in a standalone page (top bar with a back link, <main>)
 * where no page frame surrounds the boundary.
 */
export default function RouteErrorFallback({
  onBack,
  shell,
}: {
  onBack: () => void;
  shell?: { backTo: string; backLabel: string };
}) {
  const message = <ErrorFallback onBack={onBack} />;
  return shell ? (
    <PageShell backTo={shell.backTo} backLabel={shell.backLabel} width="narrow">
      {message}
    </PageShell>
  ) : (
    message
  );
}
