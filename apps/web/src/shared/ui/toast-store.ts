/**
 * Toasts: short notices that disappear after 2 seconds; the toast component times and swipes them,
 * this store only holds the list.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type ToastClass = 'info' | 'success' | 'danger';

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly className: ToastClass;
}

export interface ToastState {
  readonly toasts: readonly Toast[];
  show(text: string, className?: ToastClass): number;
  dismiss(id: number): void;
}

let nextId = 1;

export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  show: (text, className = 'info') => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, text, className }] });
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Shows a toast; it vanishes after 2 s or when swiped away. */
export function showToast(text: string, className?: ToastClass): number {
  return toastStore.getState().show(text, className);
}

export function useToasts(): readonly Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
