import type { AnnouncementTone } from '@/features/announcements/types';

/** Each tone's box, action button and close button, light and dark (the card and the line). */
export const toneClasses: Record<AnnouncementTone, { box: string; button: string; close: string }> =
  {
    info: {
      box: 'border-indigo-200 bg-indigo-50 text-indigo-950 dark:border-indigo-400/30 dark:bg-indigo-500/15 dark:text-indigo-50',
      button: 'bg-indigo-600 text-white hover:bg-indigo-500',
      close: 'text-indigo-700 hover:bg-indigo-100 dark:text-indigo-200 dark:hover:bg-indigo-400/20',
    },
    success: {
      box: 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-500/15 dark:text-emerald-50',
      button: 'bg-emerald-600 text-white hover:bg-emerald-500',
      close:
        'text-emerald-700 hover:bg-emerald-100 dark:text-emerald-200 dark:hover:bg-emerald-400/20',
    },
    warning: {
      box: 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-50',
      button: 'bg-amber-500 text-amber-950 hover:bg-amber-400',
      close: 'text-amber-800 hover:bg-amber-100 dark:text-amber-200 dark:hover:bg-amber-400/20',
    },
    error: {
      box: 'border-red-200 bg-red-50 text-red-950 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-50',
      button: 'bg-red-600 text-white hover:bg-red-500',
      close: 'text-red-700 hover:bg-red-100 dark:text-red-200 dark:hover:bg-red-400/20',
    },
  };
