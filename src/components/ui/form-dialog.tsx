import { useId, type FormEvent, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/modal';

/**
 * A dialog that is one form: its title (which names the dialog), the fields, the failure as an
 * error alert, and the footer with the cancel button and the submit button, which shows `busy`.
 * One home for that shell, so every form dialog reads and behaves alike.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  failure,
  busy,
  cancelLabel,
  submitLabel,
  className,
  formClassName = 'space-y-4',
  footerClassName,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The last attempt's error, in Spanish; empty while there is none. */
  failure: string;
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The dialog's own classes (its width). */
  className?: string;
  /** The form's spacing. */
  formClassName?: string;
  footerClassName?: string;
  children: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={className}>
      <form onSubmit={onSubmit} noValidate className={cn('p-6', formClassName)}>
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {children}
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className={cn('flex justify-end gap-2', footerClassName)}>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
