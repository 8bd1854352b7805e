import { create } from 'zustand';

/**
 * The app's one way to tell a person something outside the form they are filling in, and to ask
 * them to confirm: toasts (`notify`) and the confirmation dialog (`askConfirm`), both shown by
 * components mounted once in the app (Toaster, ConfirmHost). They replace the browser's
 * alert and confirm dialogs, which lint forbids: English-titled system pop-ups that block the page.
 */
export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

export interface ConfirmRequest {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for something that cannot be undone (deleting, leaving, giving up). */
  tone?: 'danger' | 'primary';
}

interface PendingConfirm extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

interface NoticeState {
  notices: Notice[];
  confirm: PendingConfirm | null;
}

/** Toasts are kept for this long (errors twice as long); each has its own close button too. */
export const NOTICE_MS = 6000;
/** At most this many toasts at once: the oldest goes first. */
const MAX_NOTICES = 3;

export const useNoticeStore = create<NoticeState>(() => ({ notices: [], confirm: null }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissNotice(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useNoticeStore.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}

/** Shows a toast (the same text twice in a row shows once). Returns its id. */
export function notify(text: string, tone: NoticeTone = 'error'): number {
  const same = useNoticeStore.getState().notices.find((n) => n.text === text && n.tone === tone);
  if (same) dismissNotice(same.id);
  const id = nextId++;
  useNoticeStore.setState((s) => ({
    notices: [...s.notices, { id, text, tone }].slice(-MAX_NOTICES),
  }));
  timers.set(
    id,
    setTimeout(() => dismissNotice(id), tone === 'error' ? NOTICE_MS * 2 : NOTICE_MS),
  );
  return id;
}

/**
 * Asks the person to confirm in the app's dialog: resolves true on the confirm button, false on
 * cancel, Escape or the backdrop. A second question while one is open answers the first with false.
 */
export function askConfirm(request: ConfirmRequest): Promise<boolean> {
  useNoticeStore.getState().confirm?.resolve(false);
  return new Promise((resolve) => {
    useNoticeStore.setState({
      confirm: {
        ...request,
        resolve: (confirmed) => {
          useNoticeStore.setState({ confirm: null });
          resolve(confirmed);
        },
      },
    });
  });
}

/** Sign-out and tests: nothing left on screen or waiting. */
export function clearNotices(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useNoticeStore.getState().confirm?.resolve(false);
  useNoticeStore.setState({ notices: [], confirm: null });
}
