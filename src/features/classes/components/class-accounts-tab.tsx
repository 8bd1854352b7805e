import { KeyRound, Printer, Trash2 } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { PageLoading } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { askConfirm } from '@/lib/notices';
import { useLoad } from '@/lib/use-load';
import { nameListProblem, parseNameList } from '@shared/classes/class-accounts';

import { accountsTexts as t } from '../accounts-texts';
import {
  type ClassAccount,
  createClassAccounts,
  getClassAccounts,
  removeClassAccount,
  resetClassCard,
} from '../api/class-accounts';
import { useCardsStore } from '../stores/cards-store';

/**
 * "Cuentas": the class's accounts without e-mail. Names typed or pasted (one per line) become
 * accounts; their cards (shown once) go to the print view. Each account can get a new card or be
 * deleted with everything it owns.
 */
export function ClassAccountsTab({ classId, className }: { classId: string; className: string }) {
  const state = useAccountsTab(classId, className);
  const { accounts, loadError, pending, names, setNames, busy, error, done } = state;
  const id = useId();
  const code = accounts?.[0]?.login_code ?? null;
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-5">
        <p className="text-sm text-slate-700 dark:text-slate-200">{t.intro}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t.privacy}</p>
        <form noValidate onSubmit={state.create} className="space-y-3">
          <TextareaField
            label={t.namesLabel}
            name="class-account-names"
            rows={5}
            placeholder={t.namesPlaceholder}
            value={names}
            onChange={(e) => setNames(e.target.value)}
          />
          <Button type="submit" loading={busy}>
            {busy ? t.creating : t.create}
          </Button>
        </form>
        {error && <Alert tone="error">{error}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        {pending > 0 && <PrintCardsLink classId={classId} pending={pending} />}
      </Card>

      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <h2 id={`${id}-list`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t.listTitle}
        </h2>
        {code && (
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t.loginCode}:{' '}
            <span className="font-mono font-semibold tracking-wider" data-testid="login-code">
              {code}
            </span>
          </p>
        )}
        {accounts === null && !loadError && <PageLoading />}
        {accounts?.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.none}</p>
        )}
        {accounts && accounts.length > 0 && (
          <AccountList
            accounts={accounts}
            onReset={(a) => void state.reset(a)}
            onRemove={(a) => void state.remove(a)}
          />
        )}
      </section>
    </div>
  );
}

/** The tab's state: the accounts, the names being typed, and the create, new-card and delete steps. */
function useAccountsTab(classId: string, className: string) {
  const load = useCallback(() => getClassAccounts(classId), [classId]);
  const { data: accounts, error: loadError, reload } = useLoad(load, 'Error cargando cuentas:');
  const addCards = useCardsStore((s) => s.add);
  const pending = useCardsStore((s) => (s.classId === classId ? s.cards.length : 0));
  const [names, setNames] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const list = parseNameList(names);
    const problem = nameListProblem(
      list,
      (accounts ?? []).map((a) => a.display_name),
    );
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const made = await createClassAccounts(classId, list);
      addCards(classId, className, made.code, made.cards);
      setNames('');
      setDone(t.created(made.cards.length));
      await reload();
    } catch (e) {
      // The names stay in the box: nothing typed is lost.
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function reset(account: ClassAccount) {
    setError(null);
    setDone(null);
    try {
      const made = await resetClassCard(classId, account.user_id);
      addCards(classId, className, made.code, [made.card]);
      setDone(t.resetDone(account.display_name));
      await reload();
    } catch (e) {
      setError(errorText(e));
    }
  }

  /** Deleting an account deletes everything it owns, so the app's confirmation asks first. */
  async function remove(account: ClassAccount) {
    const confirmed = await askConfirm({
      title: t.removeTitle,
      message: t.removeBody(account.display_name),
      confirmLabel: t.removeConfirm,
    });
    if (!confirmed) return;
    setError(null);
    setDone(null);
    try {
      await removeClassAccount(classId, account.user_id);
      setDone(t.removed(account.display_name));
      await reload();
    } catch (e) {
      setError(errorText(e));
    }
  }

  return {
    accounts,
    loadError,
    pending,
    names,
    setNames,
    busy,
    error,
    done,
    create,
    reset,
    remove,
  };
}

/** The way to the print view while cards made here have not been printed yet. */
function PrintCardsLink({ classId, pending }: { classId: string; pending: number }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-indigo-50 p-3 dark:bg-indigo-500/10">
      <Link
        to={paths.teacher.cards(classId)}
        className={buttonClasses({ variant: 'primary' })}
        data-testid="print-cards-link"
      >
        <Printer className="h-4 w-4" aria-hidden="true" />
        {t.printCards} ({pending})
      </Link>
      <p className="text-xs text-slate-700 dark:text-slate-200">{t.cardsOnce}</p>
    </div>
  );
}

function AccountList({
  accounts,
  onReset,
  onRemove,
}: {
  accounts: ClassAccount[];
  onReset: (account: ClassAccount) => void;
  onRemove: (account: ClassAccount) => void;
}) {
  /** Each account's two buttons: their look, text and name for a screen reader, and what they do. */
  const actions = [
    { variant: 'secondary', Icon: KeyRound, text: t.reset, label: t.resetLabel, run: onReset },
    { variant: 'ghost', Icon: Trash2, text: t.remove, label: t.removeLabel, run: onRemove },
  ] as const;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {accounts.map((a) => (
        <li key={a.user_id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <div className="min-w-[10rem] flex-1">
            <p className="font-medium break-words text-slate-900 dark:text-white">
              {a.display_name}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t.lastSignIn}: {a.last_sign_in_at ? formatDateTime(a.last_sign_in_at) : t.never}
            </p>
          </div>
          {actions.map(({ variant, Icon, text, label, run }) => (
            <Button
              key={text}
              variant={variant}
              size="sm"
              aria-label={label(a.display_name)}
              onClick={() => run(a)}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {text}
            </Button>
          ))}
        </li>
      ))}
    </ul>
  );
}
