import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '@/test/render-shell';
import { needsHamburger } from './use-menu-collapse';

/** Lays the header out as a browser would: the menu needs 620 px, brand and tools 300 px. */
let viewport = 1280;
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('site-header__row') ? viewport : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.classList.contains('site-header__brand')) return 200;
    if (this.classList.contains('site-header__tools')) return 100;
    return 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('site-header__measure') ? 620 : 0;
  });
}

describe('the collapsing menu', () => {
  beforeEach(stubLayout);
  afterEach(() => {
    vi.restoreAllMocks();
    viewport = 1280;
  });

  it('collapses exactly when the menu needs more than the room beside brand and tools', () => {
    expect(
      needsHamburger({ rowWidth: 1000, reservedWidth: 300, menuWidth: 668, gapsWidth: 32 }),
    ).toBe(false);
    expect(
      needsHamburger({ rowWidth: 1000, reservedWidth: 300, menuWidth: 669, gapsWidth: 32 }),
    ).toBe(true);
  });

  it('shows the menu inline on a wide screen', async () => {
    renderShell({ path: '/en' });
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('collapses into a hamburger at 375 px that opens, closes with Escape and returns focus', async () => {
    viewport = 375;
    renderShell({ path: '/en' });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    fireEvent.click(toggle);
    const panel = screen.getByRole('navigation', { name: 'Main menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('link', { name: 'Guided tours' }).getAttribute('href')).toBe(
      '/en/guided-tours',
    );
    within(panel).getByRole('link', { name: 'Tickets' }).focus();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('closes the panel when a menu entry is chosen', async () => {
    viewport = 375;
    renderShell({ path: '/en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const panel = screen.getByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Tickets' }));
    await screen.findByRole('heading', { level: 1, name: 'Tickets' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('is measured again on resize, at most every 500 ms', async () => {
    renderShell({ path: '/en' });
    await screen.findByRole('navigation', { name: 'Main menu' });
    vi.useFakeTimers();
    viewport = 375;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    viewport = 1280;
    act(() => {
      window.dispatchEvent(new Event('orientationchange'));
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy());
  });
});
