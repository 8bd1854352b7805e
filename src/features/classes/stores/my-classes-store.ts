import { create } from 'zustand';

import { getMyClasses, joinClass, leaveClass } from '../api/student';
import type { MyClass } from '../types';

interface MyClassesState {
  classes: MyClass[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  load: () => Promise<void>;
  /** Joins with `code` and reloads the list; resolves with the class joined. */
  join: (code: string) => Promise<MyClass | null>;
  leave: (classId: string) => Promise<void>;
  reset: () => void;
}

const initial = { classes: [] as MyClass[], status: 'idle' as MyClassesState['status'] };

/** The signed-in student's classes: the sidebar's list, the join dialog and the new-chat modal. */
export const useMyClassesStore = create<MyClassesState>()((set, get) => ({
  ...initial,

  load: async () => {
    set({ status: get().status === 'ready' ? 'ready' : 'loading' });
    try {
      set({ classes: await getMyClasses(), status: 'ready' });
    } catch (error) {
      console.error('Error cargando clases:', error);
      set({ status: 'error' });
    }
  },

  join: async (code) => {
    const id = await joinClass(code);
    await get().load();
    return get().classes.find((c) => c.id === id) ?? null;
  },

  leave: async (classId) => {
    await leaveClass(classId);
    set((state) => ({ classes: state.classes.filter((c) => c.id !== classId) }));
  },

  reset: () => set(initial),
}));

/** The classes a student can start a conversation in (not the ones they teach). */
export function studentClasses(classes: MyClass[]): MyClass[] {
  return classes.filter((c) => c.role === 'student');
}
