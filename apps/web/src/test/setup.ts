import { cleanup, configure, fireEvent } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { reloadCart } from '@/shared/session/cart-store';
import { reloadSession } from '@/shared/session/session-store';
import { messageStore } from '@/shared/ui/message-store';
import { titleStore } from '@/shared/ui/title-store';
import { toastStore } from '@/shared/ui/toast-store';

// Lazy screens are transformed on first import; on a busy machine that takes seconds, not the
// default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 8000 });

// The tests run on Preact (vitest.config.ts), whose `onChange` of a text field listens to `input`,
// the event a browser fires as the visitor types; `fireEvent.change` stands for typing, so it fires
// that event too (React answers both with one `onChange`).
const fireChange = fireEvent.change;
fireEvent.change = (element, init) => {
  const result = fireChange(element, init);
  fireEvent.input(element);
  return result;
};

// Preact runs effects after the next frame (requestAnimationFrame, else a timer): under jsdom and
// fake timers that would wait for the test to advance time. Here they run once the render is done,
// as React's do in tests.
options.requestAnimationFrame = (callback) => {
  void Promise.resolve().then(callback);
};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  reloadSession();
  reloadCart();
  messageStore.getState().dismiss();
  toastStore.setState({ toasts: [] });
  titleStore.setState({ override: null });
  document.title = '';
  document.documentElement.className = '';
});
