import { ArrowLeft, Printer } from 'lucide-react';
import qrcode from 'qrcode-generator';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { paths } from '@/config/paths';
import { cardFragment } from '@shared/classes/class-accounts';

import { accountsTexts } from '../accounts-texts';
import type { LoginCard } from '../api/class-accounts';
import { useCardsStore } from '../stores/cards-store';

const t = accountsTexts.cards;

/** A4 with 10 mm margins; the app's chrome and the buttons are not printed. */
const PRINT_CSS = `@page { size: A4; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  .no-print { display: none !important; }
  .login-card { break-inside: avoid; }
}`;

/** An SVG QR of the card's /auth link (the card in the fragment). */
function CardQr({ url, name }: { url: string; name: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(url);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 3, margin: 2, scalable: true });
  return (
    <div
      role="img"
      aria-label={t.qrLabel(name)}
      className="h-28 w-28 shrink-0 bg-white [&>svg]:h-full [&>svg]:w-full"
      // The library's own SVG markup, built from our URL only (no user HTML).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

function LoginCardView({
  card,
  code,
  className,
}: {
  card: LoginCard;
  code: string;
  className: string;
}) {
  const url = `${window.location.origin}${paths.auth}#${cardFragment({ code, studentId: card.id, secret: card.secret })}`;
  return (
    <li
      className="login-card flex gap-3 rounded-xl border-2 border-dashed border-slate-400 bg-white p-4 text-slate-900"
      data-testid="login-card"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">
          Tutor · {className}
        </p>
        <p className="text-lg font-bold break-words">{card.name}</p>
        <p className="text-xs text-slate-700">
          {t.code}: <span className="font-mono text-sm font-bold tracking-wider">{code}</span>
        </p>
        <p className="text-xs text-slate-700">
          {t.secret}: <span className="font-mono text-sm font-bold">{card.secret}</span>
        </p>
        <p className="text-[11px] text-slate-600">{t.howTo}</p>
      </div>
      <CardQr url={url} name={card.name} />
    </li>
  );
}

/**
 * /profesor/clases/:classId/tarjetas: the cards just created or renewed, two per row on A4, each
 * with the class code, the name, the secret and a QR that fills them in on /auth.
 */
export function ClassCardsPage({ classId }: { classId: string }) {
  const { cards, code, className, forClass } = useCardsStore(
    useShallow((s) => ({
      cards: s.cards,
      code: s.code,
      className: s.className,
      forClass: s.classId === classId,
    })),
  );
  const shown = forClass ? cards : [];
  return (
    <div className="min-h-dvh bg-white px-4 py-6 text-slate-900 print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="no-print mx-auto mb-6 flex max-w-4xl flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="text-sm text-slate-700">{t.hint}</p>
        </div>
        <div className="flex gap-2">
          <Link
            to={`${paths.teacher.class(classId)}?tab=cuentas`}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t.back}
          </Link>
          {shown.length > 0 && (
            <Button onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              {t.print}
            </Button>
          )}
        </div>
      </div>
      <main className="mx-auto max-w-4xl">
        {shown.length === 0 ? (
          <Alert tone="info">{t.empty}</Alert>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-3">
            {shown.map((card) => (
              <LoginCardView key={card.id} card={card} code={code} className={className} />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
