/**
 * The browser switch (`useInBrowser`): false on the server and while hydrating, so the first render
 * matches the server's HTML; on once hydrated; on from the start in a browser-only render.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useInBrowser } from '@/shared/ui/render-context';
import { InBrowserProvider } from './in-browser';

/** Every value the probe was drawn with, in order. */
let drawn: boolean[] = [];

function Probe() {
  const inBrowser = useInBrowser();
  drawn.push(inBrowser);
  return <p>{inBrowser ? 'your basket' : 'loading'}</p>;
}

afterEach(() => {
  drawn = [];
});

describe('InBrowserProvider', () => {
  it('draws the server page without the browser part, hydrates it as drawn, then switches on', async () => {
    const page = (
      <StrictMode>
        <InBrowserProvider hydrating>
          <Probe />
        </InBrowserProvider>
      </StrictMode>
    );
    const html = renderToString(page);
    expect(html).toBe('<p>loading</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    drawn = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }),
    );
    await waitFor(() => expect(container.textContent).toBe('your basket'));
    expect(errors).toEqual([]);
    // The hydrating render saw the server's value; the browser's came after it.
    expect(drawn[0]).toBe(false);
    expect(drawn.at(-1)).toBe(true);
    act(() => root.unmount());
    container.remove();
  });

  it('starts in the browser when nothing was drawn on the server', () => {
    render(
      <InBrowserProvider hydrating={false}>
        <Probe />
      </InBrowserProvider>,
    );
    expect(screen.getByText('your basket')).toBeTruthy();
    expect(drawn.every(Boolean)).toBe(true);
  });

  it('is on outside the provider (a part drawn on its own in the browser)', () => {
    render(<Probe />);
    expect(screen.getByText('your basket')).toBeTruthy();
  });
});
