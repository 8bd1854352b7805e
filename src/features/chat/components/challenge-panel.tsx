import { Target } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { cn } from '@/components/ui/cn';
import { askConfirm } from '@/lib/notices';
import { CHALLENGE_ANSWER_MAX_CHARS } from '@shared/tutor/limits';

import type { ChatMessage, MessageRow } from '../api';
import {
  answerChallenge,
  type Challenge,
  ChallengeError,
  giveUpChallenge,
  startChallenge,
} from '../api/challenges';
import { challengeResult, challengeTexts as t, REASON_TEXTS } from '../challenge-texts';

const button =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const primary = `${button} bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-sm hover:from-indigo-500 hover:to-violet-500`;
const secondary = `${button} border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-700`;

/** "Ponme a prueba" among the composer's actions: an icon on a phone, icon and words from sm. */
const offerButton =
  'flex h-11 min-w-10 shrink-0 items-center justify-center gap-2 rounded-xl border text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 sm:px-3';
const offerQuiet = `${offerButton} border-slate-300 text-slate-600 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800`;
/** After a eureka the tutor offers the challenge: the button stands out. */
const offerEureka = `${offerButton} border-transparent bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-sm hover:from-indigo-500 hover:to-violet-500`;

/**
 * "Reto sin ayuda": the "Ponme a prueba" button in the composer's actions (`offerSlot`; the hint,
 * or the tutor's offer after a eureka, is its tooltip and description), then, while a challenge
 * is open, the answer box in place of the composer
 * (no help until it is answered: the database refuses chat messages meanwhile), and the result:
 * "¡Lo resolviste sin ayuda!" or what went wrong. The check and the record are the server's; the
 * conversation holds the challenge (its answers and result also show in the thread).
 */
interface ChallengePanelProps {
  conversationId: string;
  messages: ChatMessage[];
  /** A reply is being written or still missing: no challenge now. */
  busy: boolean;
  /** The conversation's newest challenge (open: the answer box shows). */
  challenge: Challenge | null;
  /** A challenge started, answered or given up here. */
  onChallenge: (challenge: Challenge) => void;
  /** The tutor's message stating a new challenge, for the conversation's list. */
  onStated: (message: MessageRow) => void;
  /** The challenge just ended here (solved, two wrong tries or given up). */
  onFinished: (announcement: string) => void;
  /** "Seguir con el tutor": the result is closed. */
  onContinue: () => void;
  /** Where the composer keeps its actions: the button goes there (null: no composer, no button). */
  offerSlot: HTMLElement | null;
}

export default function ChallengePanel(props: ChallengePanelProps) {
  const { messages, busy, challenge, onContinue, offerSlot } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const open = !!challenge && !challenge.finished_at;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const last = messages.at(-1);
  const eureka = last?.role === 'assistant' && last.metadata.has_eureka ? last : null;
  const { answer, setAnswer, working, error, showResult, setShowResult, start, check, giveUp } =
    useChallengeRequests({ ...props, eureka, inputRef });

  const errorLine = error && (
    <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
      {error}
    </p>
  );

  if (challenge && showResult && challenge.finished_at) {
    return (
      <ChallengeResult
        challenge={challenge}
        onClose={() => {
          setShowResult(false);
          onContinue();
        }}
      />
    );
  }

  if (open && challenge) {
    return (
      <ChallengeForm
        challenge={challenge}
        inputRef={inputRef}
        answer={answer}
        onAnswer={setAnswer}
        working={working}
        onCheck={() => void check()}
        onGiveUp={() => void giveUp()}
        errorLine={errorLine}
      />
    );
  }

  if (messages.length === 0) return null;
  // While a reply is written or missing the button waits, disabled, keeping the composer's layout.
  return (
    <>
      {offerSlot &&
        createPortal(
          <button
            type="button"
            data-testid="challenge-offer"
            className={eureka ? offerEureka : offerQuiet}
            onClick={() => void start()}
            disabled={working || busy}
            title={eureka ? t.eurekaOffer : t.startHint}
          >
            <Target className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{working ? t.starting : t.start}</span>
          </button>,
          offerSlot,
        )}
      {errorLine && <div className="px-3 pb-1 sm:px-6">{errorLine}</div>}
    </>
  );
}

/**
 * The panel's requests (start, answer, give up), one at a time: `working` meanwhile, a refusal's
 * Spanish text in `error`; the answer typed, and whether the finished challenge's result shows.
 * A challenge started after a eureka (`eureka`, the reply that carried it) says so.
 */
function useChallengeRequests({
  conversationId,
  challenge,
  eureka,
  inputRef,
  onChallenge,
  onStated,
  onFinished,
}: Pick<
  ChallengePanelProps,
  'conversationId' | 'challenge' | 'onChallenge' | 'onStated' | 'onFinished'
> & { eureka: ChatMessage | null; inputRef: RefObject<HTMLInputElement | null> }) {
  const [answer, setAnswer] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The finished challenge's result stays until the student closes it. */
  const [showResult, setShowResult] = useState(false);

  // `done` runs in the same step as the end of `working` (one render: the answer box shows enabled).
  async function run<T>(request: () => Promise<T>, done: (result: T) => void) {
    setWorking(true);
    setError(null);
    try {
      done(await request());
    } catch (e) {
      setError(e instanceof ChallengeError ? e.message : t.failed);
    } finally {
      setWorking(false);
    }
  }

  const start = () =>
    run(
      () => startChallenge(conversationId, eureka ? 'eureka' : 'button', eureka?.id ?? null),
      (res) => {
        if (res.message) onStated(res.message);
        onChallenge(res.challenge);
        setShowResult(false);
        setAnswer('');
      },
    );

  async function check() {
    if (!challenge) return;
    if (!answer.trim()) {
      setError(t.emptyAnswer);
      inputRef.current?.focus();
      return;
    }
    await run(
      () => answerChallenge(conversationId, challenge.id, answer),
      (res) => {
        onChallenge(res.challenge);
        if (res.challenge.finished_at) {
          setShowResult(true);
          onFinished(announcementOf(res.challenge));
        }
        // A wrong first try keeps the text, so the student can correct it.
        if (res.challenge.correct) setAnswer('');
      },
    );
  }

  async function giveUp() {
    if (!challenge) return;
    if (!(await askConfirm({ title: t.giveUpConfirm, confirmLabel: t.giveUp }))) return;
    await run(
      () => giveUpChallenge(challenge.id),
      (given) => {
        onChallenge(given);
        setShowResult(true);
        onFinished(announcementOf(given));
      },
    );
  }

  return { answer, setAnswer, working, error, showResult, setShowResult, start, check, giveUp };
}

/**
 * The finished challenge's result, until the student closes it ("Seguir con el tutor"). Said to
 * screen readers by the conversation's live region (with focus in the composer).
 */
function ChallengeResult({ challenge, onClose }: { challenge: Challenge; onClose: () => void }) {
  const result = challengeResult(challenge);
  return (
    <div
      data-testid="challenge-result"
      className={cn(
        'border-t px-4 py-3',
        result.solved
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100'
          : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100',
      )}
    >
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {result.solved && '🎉 '}
            {result.title}
          </p>
          {(result.why || result.text) && (
            <p className="text-sm">{[result.why, result.text].filter(Boolean).join(' ')}</p>
          )}
        </div>
        <button type="button" className={secondary} onClick={onClose}>
          {t.close}
        </button>
      </div>
    </div>
  );
}

/** The open challenge's answer box, in the composer's place: the last wrong try's reason, tries left. */
function ChallengeForm({
  challenge,
  inputRef,
  answer,
  onAnswer,
  working,
  onCheck,
  onGiveUp,
  errorLine,
}: {
  challenge: Challenge;
  inputRef: RefObject<HTMLInputElement | null>;
  answer: string;
  onAnswer: (answer: string) => void;
  working: boolean;
  onCheck: () => void;
  onGiveUp: () => void;
  errorLine: ReactNode;
}) {
  const inputId = useId();
  const left = t.maxTries - challenge.tries;
  return (
    <form
      data-testid="challenge-form"
      aria-label={t.heading}
      className="border-t border-indigo-200 bg-indigo-50/70 px-3 pt-3 pb-3 sm:px-6 dark:border-indigo-500/30 dark:bg-indigo-500/10"
      onSubmit={(e) => {
        e.preventDefault();
        onCheck();
      }}
    >
      <div className="mx-auto max-w-4xl">
        <p className="flex items-center gap-2 text-sm font-semibold text-indigo-900 dark:text-indigo-100">
          <Target className="h-4 w-4" aria-hidden="true" /> {t.heading}
        </p>
        {challenge.tries > 0 && challenge.last_reason && (
          <p role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-200">
            {t.wrongOnce} {REASON_TEXTS[challenge.last_reason]}
          </p>
        )}
        <label htmlFor={inputId} className="sr-only">
          {t.answerLabel}
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            value={answer}
            onChange={(e) => onAnswer(e.target.value)}
            maxLength={CHALLENGE_ANSWER_MAX_CHARS}
            placeholder={t.answerPlaceholder}
            autoComplete="off"
            disabled={working}
            className="min-h-10 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-[15px] text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          />
          <button type="submit" className={primary} disabled={working}>
            {working ? t.checking : t.check}
          </button>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
          <span>{t.triesLeft(left)}</span>
          <button
            type="button"
            onClick={onGiveUp}
            disabled={working}
            className="rounded underline underline-offset-2 hover:text-slate-900 dark:hover:text-white"
          >
            {t.giveUp}
          </button>
        </div>
        {errorLine}
      </div>
    </form>
  );
}

/** The finished challenge's result as one sentence for screen readers. */
function announcementOf(challenge: Challenge): string {
  const r = challengeResult(challenge);
  return [r.title, r.why, r.text].filter(Boolean).join(' ');
}
