import { Mail, MessageCircle, X } from 'lucide-react';
import { useId } from 'react';

import { IconButton } from '@/components/ui/icon-button';
import { Modal } from '@/components/ui/modal';
import { env } from '@/config/env';

import { chatTexts } from '../texts';

function whatsappUrl(number: string) {
  return `https://wa.me/${number.replace(/[^\d]/g, '')}`;
}

export function SupportModal({ onClose }: { onClose: () => void }) {
  const id = useId();
  const phones = env.supportWhatsapp.filter(Boolean);
  const mailto = env.supportEmail
    ? `mailto:${env.supportEmail}?subject=${encodeURIComponent(chatTexts.supportEmailSubject)}&body=${encodeURIComponent(chatTexts.supportEmailBody)}`
    : null;
  const hasContact = phones.length > 0 || mailto !== null;
  const link =
    'flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose}>
      <div className="flex items-start justify-between rounded-t-2xl bg-gradient-to-r from-indigo-600 to-violet-600 p-5 text-white">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {chatTexts.support}
          </h2>
          <p className="text-sm text-indigo-100">
            {hasContact ? chatTexts.supportSubtitle : chatTexts.supportSubtitleNoContacts}
          </p>
        </div>
        <IconButton
          onClick={onClose}
          label={chatTexts.close}
          icon={X}
          className="rounded-lg p-1 hover:bg-white/20"
        />
      </div>
      <div className="space-y-3 p-5">
        <div className="rounded-xl border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-500/40 dark:bg-yellow-500/10 dark:text-yellow-100">
          <p className="font-semibold">{chatTexts.supportNoticeTitle}</p>
          <p className="mt-1">{chatTexts.supportNoticeText}</p>
        </div>
        {phones.map((phone, i) => (
          <a
            key={phone}
            href={whatsappUrl(phone)}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            <MessageCircle className="h-5 w-5 text-green-600" aria-hidden="true" />
            {chatTexts.supportWhatsapp(i + 1)}
          </a>
        ))}
        {mailto && (
          <a href={mailto} className={link}>
            <Mail className="h-5 w-5 text-indigo-600" aria-hidden="true" />
            {chatTexts.supportEmail}
          </a>
        )}
        {/* One true thing: with no contact there is nobody to answer, so no promise of an answer. */}
        {!hasContact ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {chatTexts.supportNoContacts}
          </p>
        ) : (
          <p className="pt-2 text-center text-sm text-slate-500 dark:text-slate-400">
            {chatTexts.supportFooter}
          </p>
        )}
      </div>
    </Modal>
  );
}
