import { X } from 'lucide-react';

import { dismissNotice, useNoticeStore, type Notice } from '@/lib/notices';

import { Alert } from './alert';
import { IconButton } from './icon-button';

function Toast({ notice }: { notice: Notice }) {
  return (
    <Alert tone={notice.tone} live={false} className="pointer-events-auto w-full shadow-lg">
      <div className="flex items-start gap-2" data-testid="toast" data-tone={notice.tone}>
        <p className="flex-1">{notice.text}</p>
        <IconButton
          onClick={() => dismissNotice(notice.id)}
          label="Cerrar aviso"
          icon={X}
          iconClassName="h-4 w-4"
          className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
        />
      </div>
    </Alert>
  );
}

/**
 * Where `notify` shows its toasts: top of the screen, above everything but a dialog. Two live
 * regions that are always in the page (so a new toast is announced): errors at once, the rest
 * politely.
 */
export function Toaster() {
  const notices = useNoticeStore((s) => s.notices);
  const errors = notices.filter((n) => n.tone === 'error');
  const others = notices.filter((n) => n.tone !== 'error');
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3">
      <div role="alert" className="flex w-full max-w-md flex-col gap-2 empty:hidden">
        {errors.map((n) => (
          <Toast key={n.id} notice={n} />
        ))}
      </div>
      <div role="status" className="flex w-full max-w-md flex-col gap-2 empty:hidden">
        {others.map((n) => (
          <Toast key={n.id} notice={n} />
        ))}
      </div>
    </div>
  );
}
