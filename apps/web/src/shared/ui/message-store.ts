/**
 * The global dismissible message bar (a text and a className). One message at a time; a new one
 * replaces the old. A message may end by itself.
 */
import { SERVER_ERROR_MESSAGE_MS } from '@foyer/domain';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The style classes of the message bar. */
export type MessageClass = 'info' | 'success' | 'warning' | 'danger';

/** What the bar shows: a text, or the server error message built from its translated parts. */
export type GlobalMessageContent =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'serverError' };

export type GlobalMessage = GlobalMessageContent & {
  readonly id: number;
  readonly className: MessageClass;
};

export interface MessageState {
  readonly message: GlobalMessage | null;
  /** Shows a message; with `durationMs` it goes away by itself. */
  show(content: GlobalMessageContent, className: MessageClass, durationMs?: number): void;
  dismiss(): void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;

export const messageStore = createStore<MessageState>()((set, get) => ({
  message: null,
  show: (content, className, durationMs) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const message: GlobalMessage = { ...content, className, id: nextId++ };
    set({ message });
    if (durationMs !== undefined) {
      timer = setTimeout(() => {
        if (get().message?.id === message.id) set({ message: null });
      }, durationMs);
    }
  },
  dismiss: () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    set({ message: null });
  },
}));

/** Shows the danger message of an HTTP 500 for 15 s. */
export function showServerError(): void {
  messageStore.getState().show({ kind: 'serverError' }, 'danger', SERVER_ERROR_MESSAGE_MS);
}

export function useGlobalMessage(): GlobalMessage | null {
  return useStore(messageStore, (state) => state.message);
}
