import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { cn } from './cn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && (el.checkVisibility?.() ?? true),
  );
}

/**
 * Makes everything outside `keep` inert (unreachable by keyboard, hidden from assistive tech) and
 * returns the undo. Walks from `keep` up to <body>, marking each ancestor's other children.
 */
function inertOutside(keep: HTMLElement): () => void {
  const marked: HTMLElement[] = [];
  for (let node: HTMLElement = keep; node.parentElement; node = node.parentElement) {
    const parent = node.parentElement;
    for (const sibling of parent.children) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling.inert || sibling.tagName === 'SCRIPT') continue;
      sibling.inert = true;
      marked.push(sibling);
    }
    if (parent === document.body) break;
  }
  return () => marked.forEach((el) => (el.inert = false));
}

/** Tab and Shift+Tab cycle through the dialog's controls and never leave it. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const items = focusables(dialog);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const firstItem = items[0]!;
  const lastItem = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
    event.preventDefault();
    firstItem.focus();
  }
}

interface ModalProps {
  onClose: () => void;
  /** 'alertdialog' for a question that interrupts (the confirmation dialog). */
  role?: 'dialog' | 'alertdialog';
  /** id of the visible title; or `label` when there is none */
  labelledBy?: string;
  /** id of the text that explains it */
  describedBy?: string;
  label?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** 'card': a centred white panel; 'viewer': a full-screen dark overlay around its content */
  variant?: 'card' | 'viewer';
  backdropTestId?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The one dialog of the app (new conversation, support, image viewer, …), modal for keyboard and
 * assistive tech: rendered in <body>, focus moves in (to `initialFocus` or the first control), Tab
 * stays inside, Escape and the backdrop close it, the rest of the page is inert while it is open,
 * and focus returns to whatever opened it.
 */
export function Modal({
  onClose,
  role = 'dialog',
  labelledBy,
  describedBy,
  label,
  initialFocus,
  variant = 'card',
  backdropTestId = 'modal-backdrop',
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert = inertOutside(dialog);
    const first = initialFocus?.current ?? focusables(dialog)[0] ?? dialog;
    first.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      // dialog is set: the effect returned above when it was not.
      if (event.key === 'Tab') keepTabInside(event, dialog!);
    }
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      undoInert();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const viewer = variant === 'viewer';
  return createPortal(
    <div
      ref={dialogRef}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
    >
      <button
        type="button"
        aria-hidden="true"
        tabIndex={-1}
        data-testid={backdropTestId}
        className={cn(
          'absolute inset-0 cursor-default',
          viewer ? 'bg-black/90' : 'bg-slate-900/60 backdrop-blur-sm',
        )}
        onClick={onClose}
      />
      <div
        className={cn(
          viewer
            ? 'relative flex max-h-full flex-col items-center gap-3'
            : 'relative max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white shadow-2xl dark:bg-slate-900',
          className,
        )}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
