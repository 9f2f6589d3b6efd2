import { create } from 'zustand';

/** Which apps are fetching their code: the full-screen spinner shows while any is. */
export const useLoadingStore = create<{
  loading: string[];
  start(name: string): void;
  done(name: string): void;
}>((set) => ({
  loading: [],
  start: (name) => set((s) => ({ loading: [...s.loading, name] })),
  done: (name) => set((s) => ({ loading: s.loading.filter((n) => n !== name) })),
}));
