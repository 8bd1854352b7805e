import { Camera, ImagePlus, Send, X } from 'lucide-react';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';

import { cn } from '@/components/ui/cn';
import { IconButton } from '@/components/ui/icon-button';
import { ImageFileInput } from '@/components/ui/image-file-input';
import { notify } from '@/lib/notices';
import { PHONE_QUERY, TOUCH_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { MAX_IMAGES_PER_MESSAGE, MAX_USER_MESSAGE_CHARS } from '@shared/tutor/limits';

import { HeldOffline, messageWasStored, sendFailureText } from '../lib/errors';
import { filesOf, useAttachments } from '../lib/use-attachments';
import { chatTexts } from '../texts';

const COUNTER_FROM = 800;
const COUNTER_RED_FROM = 950;
const MAX_TEXTAREA_PX = 120;
/** 40 px wide on a phone (44 from sm): with the camera and "Ponme a prueba" the box keeps its room. */
const sideButton =
  'flex h-11 w-10 shrink-0 sm:w-11 items-center justify-center rounded-xl border border-slate-300 text-slate-600 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800';

/** What the conversation can ask of its composer: take dropped images, take focus, send. */
export interface ComposerHandle {
  addFiles: (files: File[]) => void;
  focus: () => void;
  /** Sends what it holds (a message held offline, once the connection is back). */
  submit: () => void;
}

/** The composer's textarea id: the skip link's target. */
export const COMPOSER_ID = 'composer-input';

/**
 * The composer: grows to 120 px, Enter sends and Shift+Enter adds a line, maxLength 1000 with a
 * counter above 800 (red above 950), up to 4 images; disabled while sending; cleared on success;
 * a failure is one thing: the message stored without a reply (the thread shows why, with
 * Reintentar) empties the composer; a message not stored stays in it and a toast says why (a rate
 * limit's own Spanish text when there is one); held offline, the banner says so.
 * Images come from the picker, the camera (phones), a paste into the box or a drop on the
 * conversation (through `ref`), all through the same checks. `actionsRef` is the place beside the
 * image buttons where the conversation puts its own actions ("Ponme a prueba"). The Enter /
 * Shift+Enter hint shows only where there is a keyboard to press them (not on touch screens).
 */
export function Composer({
  value,
  onChange,
  onSend,
  sending: busy,
  closedNotice = null,
  actionsRef,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string, images: File[]) => Promise<void>;
  sending: boolean;
  /** The class's tutor is closed: this Spanish notice replaces the hint and nothing can be sent. */
  closedNotice?: string | null;
  actionsRef?: Ref<HTMLDivElement>;
  ref?: Ref<ComposerHandle>;
}) {
  const sending = busy || closedNotice !== null;
  const { attachments, add, remove, clear } = useAttachments();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const touch = useMediaQuery(TOUCH_QUERY);
  const full = attachments.length >= MAX_IMAGES_PER_MESSAGE;
  // The latest submit (it reads this render's text and images), for the handle.
  const submitRef = useRef<() => Promise<void>>(async () => undefined);
  useImperativeHandle(
    ref,
    () => ({
      addFiles: add,
      focus: () => textareaRef.current?.focus(),
      submit: () => void submitRef.current(),
    }),
    [add],
  );
  const canSend = !sending && (value.trim().length > 0 || attachments.length > 0);

  useEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_TEXTAREA_PX)}px`;
  }, [value]);

  async function submit() {
    if (!canSend) return;
    try {
      await onSend(
        value,
        attachments.map((a) => a.file),
      );
      clear();
      onChange('');
    } catch (error) {
      if (messageWasStored(error)) {
        clear();
        onChange('');
      } else if (!(error instanceof HeldOffline)) {
        notify(sendFailureText(error));
      }
    } finally {
      textareaRef.current?.focus();
    }
  }

  useEffect(() => {
    submitRef.current = submit;
  });

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  // A pasted image (a screenshot, a copied photo) becomes an attachment; pasted text stays text.
  function onPaste(e: ClipboardEvent<HTMLTextAreaElement>) {
    const files = filesOf(e.clipboardData);
    if (files.length === 0) return;
    if (!e.clipboardData.types.includes('text/plain')) e.preventDefault();
    add(files);
  }

  return (
    <div className="border-t border-slate-200 bg-white/90 px-3 py-3 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
      {attachments.length > 0 && (
        <div className="mb-2 flex flex-wrap items-center gap-2">
          {attachments.map((a, i) => (
            <div key={a.preview} className="relative h-16 w-16">
              <img
                src={a.preview}
                alt={chatTexts.imageAlt(i + 1)}
                className="h-16 w-16 rounded-lg object-cover"
              />
              <IconButton
                onClick={() => {
                  remove(i);
                  textareaRef.current?.focus();
                }}
                disabled={sending}
                label={chatTexts.removeImage(i + 1)}
                icon={X}
                iconClassName="h-3.5 w-3.5"
                className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full bg-red-600 text-white shadow disabled:opacity-50"
              />
            </div>
          ))}
          <span className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {chatTexts.imageCounter(attachments.length, MAX_IMAGES_PER_MESSAGE)}
          </span>
        </div>
      )}
      <div className="flex items-end gap-1.5 sm:gap-2">
        <ImageFileInput
          ref={fileRef}
          multiple
          className="hidden"
          onFiles={add}
          data-testid="image-input"
          aria-label={chatTexts.attachImages}
        />
        {/* On a phone, one tap opens the camera (the picker still offers the gallery). */}
        <ImageFileInput
          ref={cameraRef}
          capture="environment"
          className="hidden"
          onFiles={add}
          data-testid="camera-input"
          aria-label={chatTexts.takePhoto}
        />
        <IconButton
          onClick={() => fileRef.current?.click()}
          disabled={sending || full}
          label={chatTexts.attachImages}
          title={chatTexts.attachImages}
          icon={ImagePlus}
          className={sideButton}
        />
        {phone && (
          <IconButton
            onClick={() => cameraRef.current?.click()}
            disabled={sending || full}
            label={chatTexts.takePhoto}
            title={chatTexts.takePhoto}
            icon={Camera}
            className={sideButton}
          />
        )}
        <div ref={actionsRef} className="contents" />
        <div className="relative min-w-0 flex-1">
          <textarea
            ref={textareaRef}
            id={COMPOSER_ID}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            disabled={sending}
            maxLength={MAX_USER_MESSAGE_CHARS}
            rows={1}
            placeholder={phone ? chatTexts.composerPlaceholderShort : chatTexts.composerPlaceholder}
            aria-label={chatTexts.composerLabel}
            className="block max-h-[120px] min-h-11 w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-[15px] text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/40 disabled:bg-slate-100 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:disabled:bg-slate-800/60"
          />
          {value.length > COUNTER_FROM && (
            <span
              data-testid="char-counter"
              className={cn(
                'absolute -top-5 right-1 text-xs font-medium',
                value.length > COUNTER_RED_FROM ? 'text-red-600' : 'text-slate-500',
              )}
            >
              {value.length}/{MAX_USER_MESSAGE_CHARS}
            </span>
          )}
        </div>
        <IconButton
          onClick={() => void submit()}
          disabled={!canSend}
          label={chatTexts.send}
          title={chatTexts.send}
          icon={Send}
          className="flex h-11 w-10 shrink-0 items-center sm:w-11 justify-center rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-sm hover:from-indigo-500 hover:to-violet-500 disabled:cursor-not-allowed disabled:opacity-50"
        />
      </div>
      {closedNotice !== null ? (
        <p
          role="status"
          className="mt-1.5 rounded-lg bg-amber-50 px-2 py-1.5 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100"
          data-testid="class-tutor-closed"
        >
          {closedNotice}
        </p>
      ) : busy || !touch ? (
        <p
          className="mt-1.5 text-xs text-slate-500 dark:text-slate-400"
          data-testid="composer-hint"
        >
          {busy ? chatTexts.composerWaiting : chatTexts.composerHint}
        </p>
      ) : null}
    </div>
  );
}
