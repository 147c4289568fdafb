import { TOAST_DURATION_MS } from '@foyer/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/toast-store';
import { renderShell } from '@/test/render-shell';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '@/test/render-shell';
import { BuildInfo, showsBuildInfo } from './build-info';
import { restoreScrollWhenIdle } from './scroll';
import { SPINNER_DELAY_MS } from './request-spinner';

/** The shell draws its parts in stages (deferred-part.tsx): the toasts come after the page. */
async function renderShellSettled() {
  const rendered = renderShell({ path: '/en' });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.querySelector('.request-spinner')).not.toBeNull());
  return rendered;
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('vanish after 2 seconds', async () => {
    await renderShellSettled();
    vi.useFakeTimers();
    act(() => {
      showToast('Added to your basket');
    });
    expect(screen.getByText('Added to your basket')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Added to your basket')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added to your basket')).toBeNull();
  });

  it('can be swiped away past 80 px, and snap back when swiped less', async () => {
    await renderShellSettled();
    act(() => {
      showToast('Saved');
    });
    const toast = screen.getByText('Saved');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 160, pointerId: 1 });
    expect(toast.style.transform).toBe('translateX(60px)');
    fireEvent.pointerUp(toast, { clientX: 160, pointerId: 1 });
    expect(screen.getByText('Saved').style.transform).toBe('');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 10, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 10, pointerId: 1 });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('stay while held', async () => {
    await renderShellSettled();
    vi.useFakeTimers();
    act(() => {
      showToast('Held');
    });
    fireEvent.pointerDown(screen.getByText('Held'), { clientX: 50, pointerId: 1 });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText('Held')).toBeTruthy();
  });
});

describe('the request spinner', () => {
  afterEach(() => vi.useRealTimers());

  it('appears with a live status only when a request takes a moment', async () => {
    const { queryClient, unmount } = renderShell({ path: '/en' });
    await screen.findByRole('heading', { level: 1 });
    // The spinner is drawn in a later stage of the shell's first render.
    await waitFor(() => expect(document.querySelector('.request-spinner')).not.toBeNull());
    const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses()).not.toContain('Loading …');
    vi.useFakeTimers();
    act(() => {
      void queryClient.prefetchQuery({
        queryKey: ['never'],
        queryFn: () => new Promise<never>(() => undefined),
      });
    });
    // The query cache tells its observers in a task of its own.
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 50));
    expect(document.querySelectorAll('.request-spinner.is-visible')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    expect(document.querySelectorAll('.request-spinner.is-visible')).toHaveLength(1);
    expect(statuses()).toContain('Loading …');
    unmount();
  });
});

describe('build information', () => {
  it('is shown only in the development environment', () => {
    const info = {
      environment: 'development',
      timestamp: '2026-03-05T14:07:00.000Z',
      hash: 'abc1234',
      branch: 'main',
    };
    expect(showsBuildInfo(info)).toBe(true);
    expect(showsBuildInfo({ ...info, environment: 'production' })).toBe(false);
    expect(showsBuildInfo()).toBe(false);
    render(
      <I18nextProvider i18n={testI18n('en')}>
        <BuildInfo info={info} />
      </I18nextProvider>,
    );
    const aside = screen.getByRole('complementary', { name: 'Build' });
    expect(aside.textContent).toContain('development');
    expect(aside.textContent).toContain('05.03.2026 14:07');
    expect(aside.textContent).toContain('abc1234');
    expect(aside.textContent).toContain('main');
  });
});

describe('returning to a saved scroll position', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms and retries every 500 ms while the server is busy', () => {
    vi.useFakeTimers();
    let busy = true;
    const scrollTo = vi.fn();
    restoreScrollWhenIdle({ y: 840, isBusy: () => busy, scrollTo });
    vi.advanceTimersByTime(499);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(500);
    expect(scrollTo).toHaveBeenCalledWith(840);
  });

  it('gives up waiting after a while and can be cancelled', () => {
    vi.useFakeTimers();
    const scrollTo = vi.fn();
    restoreScrollWhenIdle({ y: 10, isBusy: () => true, scrollTo, maxAttempts: 3 });
    vi.advanceTimersByTime(1500);
    expect(scrollTo).toHaveBeenCalledWith(10);
    const cancelled = vi.fn();
    const cancel = restoreScrollWhenIdle({ y: 10, isBusy: () => false, scrollTo: cancelled });
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
