import { SERVER_ERROR_MESSAGE_MS } from '@foyer/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageStore, showServerError } from './message-store';
import { throttle } from './throttle';

describe('the message bar store', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the server error as a danger message for 15 seconds', () => {
    vi.useFakeTimers();
    showServerError();
    expect(messageStore.getState().message).toMatchObject({
      kind: 'serverError',
      className: 'danger',
    });
    vi.advanceTimersByTime(SERVER_ERROR_MESSAGE_MS - 1);
    expect(messageStore.getState().message).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(messageStore.getState().message).toBeNull();
  });

  it('keeps a message without a duration until it is dismissed', () => {
    vi.useFakeTimers();
    messageStore.getState().show({ kind: 'text', text: 'Closed on Mondays' }, 'info');
    vi.advanceTimersByTime(60_000);
    expect(messageStore.getState().message).toMatchObject({ text: 'Closed on Mondays' });
    messageStore.getState().dismiss();
    expect(messageStore.getState().message).toBeNull();
  });

  it('does not let an old timer end a newer message', () => {
    vi.useFakeTimers();
    showServerError();
    vi.advanceTimersByTime(10_000);
    messageStore.getState().show({ kind: 'text', text: 'Newer' }, 'info');
    vi.advanceTimersByTime(SERVER_ERROR_MESSAGE_MS);
    expect(messageStore.getState().message).toMatchObject({ text: 'Newer' });
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per wait, with the last call at the end', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('drops a pending call when cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
