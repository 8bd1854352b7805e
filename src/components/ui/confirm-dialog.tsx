import { useId, useRef } from 'react';

import { useNoticeStore } from '@/lib/notices';

import { Button } from './button';
import { Modal } from './modal';

/**
 * The app's confirmation dialog, shown while `askConfirm` waits for an answer: an alertdialog in
 * Spanish, focus on "Cancelar" (the safe choice), Tab kept inside, Escape and the backdrop cancel,
 * the page behind is inert and focus returns to what asked (Modal does all of that).
 */
export function ConfirmHost() {
  const request = useNoticeStore((s) => s.confirm);
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!request) return null;
  const answer = request.resolve;
  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={request.message ? textId : undefined}
      initialFocus={cancelRef}
      backdropTestId="confirm-backdrop"
      onClose={() => answer(false)}
    >
      <div className="p-6" data-testid="confirm-dialog">
        <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
          {request.title}
        </h2>
        {request.message && (
          <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {request.message}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={() => answer(false)}>
            {request.cancelLabel ?? 'Cancelar'}
          </Button>
          <Button
            variant={request.tone === 'primary' ? 'primary' : 'danger'}
            onClick={() => answer(true)}
          >
            {request.confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
