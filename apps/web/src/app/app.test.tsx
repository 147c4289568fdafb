import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('App', () => {
  afterEach(cleanup);

  it('shows the home screen under a language segment and sets the document language', () => {
    renderAt('/en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Foyer');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Foyer');
  });

  it('shows the not-found screen for an unknown language or path', () => {
    renderAt('/xx');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    cleanup();
    renderAt('/de/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(document.title).toBe('Page not found - Foyer');
  });
});
