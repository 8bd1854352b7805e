import { create } from 'zustand';

import type { LoginCard } from '../api/class-accounts';

/**
 * The cards just created or renewed, for the print view. Kept in memory only (never stored): the
 * secrets exist nowhere else, so leaving the page forgets them, as intended.
 */
interface CardsState {
  classId: string | null;
  className: string;
  code: string;
  cards: LoginCard[];
  /** Adds cards of a class (a different class starts a new set). */
  add: (classId: string, className: string, code: string, cards: LoginCard[]) => void;
  clear: () => void;
}

export const useCardsStore = create<CardsState>()((set) => ({
  classId: null,
  className: '',
  code: '',
  cards: [],
  add: (classId, className, code, cards) =>
    set((s) => {
      const kept =
        s.classId === classId ? s.cards.filter((c) => !cards.some((n) => n.id === c.id)) : [];
      return { classId, className, code, cards: [...kept, ...cards] };
    }),
  clear: () => set({ classId: null, className: '', code: '', cards: [] }),
}));
