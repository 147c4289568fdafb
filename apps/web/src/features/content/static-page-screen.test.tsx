import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { renderShell } from '@/test/render-shell';

describe('static pages', () => {
  it('show the page of the footer link with its title', async () => {
    const { calls } = renderShell({
      path: '/en/page/imprint',
      answers: {
        page: {
          id: 'imprint',
          title: 'Imprint',
          html: '<p>Published by the city.</p><script>x()</script>',
          lang: 'en',
        },
      },
    });
    expect(await screen.findByText('Published by the city.')).toBeTruthy();
    expect(document.querySelector('.prose script')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Imprint - Lindenau City Museum'));
    expect(calls.find((call) => call.name === 'page')?.input).toMatchObject({
      params: { id: 'imprint' },
    });
  });

  it('mark a page that fell back to another language with its language', async () => {
    renderShell({
      path: '/en/page/imprint',
      answers: {
        page: { id: 'imprint', title: 'Impressum', html: '<p>Marktplatz 1</p>', lang: 'de' },
      },
    });
    const text = await screen.findByText('Marktplatz 1');
    expect(text.closest('article')?.getAttribute('lang')).toBe('de');
    expect(document.querySelector('article.static-page')?.getAttribute('lang')).toBe('de');
  });

  it('ask for the shipping page on page/shipping', async () => {
    const { calls } = renderShell({
      path: '/en/page/shipping',
      answers: {
        page: { id: 'shipping', title: 'Shipping', html: '<p>4.90 € in Germany.</p>', lang: 'en' },
      },
    });
    expect(await screen.findByText('4.90 € in Germany.')).toBeTruthy();
    expect(calls.find((call) => call.name === 'page')?.input).toMatchObject({
      params: { id: 'shipping' },
    });
  });

  it('say so when the page does not exist', async () => {
    renderShell({ path: '/en/page/nothing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - Lindenau City Museum'));
  });

  it('say so when the server refuses the page id', async () => {
    renderShell({
      path: '/en/page/nothing',
      answers: {
        page: () => {
          throw new ApiError({ status: 422, code: 'VALIDATION_FAILED' });
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('offer the way to the shop on the shipping page', async () => {
    renderShell({
      path: '/en/page/shipping',
      answers: { page: { id: 'shipping', title: 'Shipping', html: '<p>By post.</p>', lang: 'en' } },
    });
    const link = await screen.findByRole('link', { name: 'Go to the museum shop' });
    expect(link.getAttribute('href')).toBe('/en/merchandise');
  });

  it('say that the server failed when it did', async () => {
    renderShell({
      path: '/en/page/terms',
      answers: {
        page: () => {
          throw new ApiError({ status: 500, code: 'SERVER_ERROR', handled: true });
        },
      },
    });
    expect(await screen.findByText('An unexpected server error occurred.')).toBeTruthy();
  });
});
