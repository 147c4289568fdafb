import { NOTICE_COOKIE } from '@foyer/domain';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { reloadCart } from '@/shared/session/cart-store';
import { reloadSession } from '@/shared/session/session-store';
import { messageStore } from '@/shared/ui/message-store';
import { titleStore } from '@/shared/ui/title-store';
import { toastStore } from '@/shared/ui/toast-store';

// Lazy screens are transformed on first import; on a busy machine that takes seconds, not the
// default 1 s of findBy/waitFor.
// Every render is wrapped in StrictMode, as the app is in development: each effect runs twice here,
// so one that is not safe to run twice fails its tests.
configure({ asyncUtilTimeout: 8000, reactStrictMode: true });

afterEach(() => {
  cleanup();
  // Server-render tests run without a DOM.
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  // The cookie notice's answer is also a session cookie (session-store.ts).
  document.cookie = `${NOTICE_COOKIE}=; Max-Age=0; Path=/`;
  reloadSession();
  reloadCart();
  messageStore.getState().dismiss();
  toastStore.setState({ toasts: [] });
  titleStore.setState({ override: null });
  document.title = '';
  document.documentElement.className = '';
});
