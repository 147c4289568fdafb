import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { cartStore } from '@/shared/session/cart-store';
import { rememberedOffer, rememberOffer } from '@/shared/waiting-list/offer-session';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';
import { collection, timedTickets } from '@/test/ticket.fixtures';

const TOKEN = 'offerToken1234567890abcdefghijkl';
const SECRET = 'S'.repeat(32);

const offer = {
  state: 'open' as const,
  kind: 'event' as const,
  id: 1,
  datetime: '2026-12-05T10:00',
  name: 'Light Play',
  places: 2,
  expiresAt: '2026-12-01T09:30:00.000Z',
  expiresAtLocal: '2026-12-01T10:30',
  available: 0,
};

// Loads the lazy screens once before the tests' own waits start (slow on a busy machine).
beforeAll(() => import('./screens'), 120_000);

beforeEach(() => {
  cartStore.getState().clear();
  rememberOffer(null);
});
afterEach(cleanup);

describe('the page of an offer link', () => {
  it(
    'shows the slot, the places and until when in museum time, then books them at the checkout',
    {
      timeout: 60_000,
    },
    async () => {
      const { calls } = renderShell({
        path: `/en/waitinglist/offer/${TOKEN}`,
        answers: {
          staticContent: demoContent,
          waitingListOffer: offer,
          ticketCollectDate: collection(timedTickets('2026-12-05')),
        },
      });
      expect(
        await screen.findByText('2 places are held for you until 01.12.2026, 10:30.', undefined, {
          timeout: 10_000,
        }),
      ).toBeTruthy();
      expect(screen.getByText('Light Play')).toBeTruthy();
      expect(calls.find((call) => call.name === 'waitingListOffer')?.input).toMatchObject({
        params: { token: TOKEN },
      });
      // The timed tickets; the family ticket (several places per ticket) is not offered here.
      const adults = await screen.findByRole('spinbutton', { name: 'Adults' });
      expect(screen.getByRole('spinbutton', { name: 'Concession' })).toBeTruthy();
      expect(screen.queryByRole('spinbutton', { name: 'Family ticket' })).toBeNull();

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Go to checkout' }));
      expect(screen.getByRole('alert').textContent).toBe('Please choose at least one ticket.');
      await user.click(screen.getByRole('button', { name: /Increase quantity: Adults/ }));
      await user.click(screen.getByRole('button', { name: /Increase quantity: Concession/ }));
      await user.click(screen.getByRole('button', { name: /Increase quantity: Concession/ }));
      expect(screen.getByText('3 of 2 places chosen')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Go to checkout' }));
      expect(screen.getByRole('alert').textContent).toBe('Please choose at most 2 places.');
      expect(cartStore.getState().basket.items).toEqual([]);

      await user.click(screen.getByRole('button', { name: /Decrease quantity: Concession/ }));
      await user.click(screen.getByRole('button', { name: 'Go to checkout' }));
      await waitFor(() => expect(cartStore.getState().basket.items).toHaveLength(2));
      expect(cartStore.getState().basket.items).toEqual([
        expect.objectContaining({ type: 'ticket', id: 11, count: 1, datetime: '2026-12-05T10:00' }),
        expect.objectContaining({ type: 'ticket', id: 12, count: 1, datetime: '2026-12-05T10:00' }),
      ]);
      // On to the basket of the normal checkout.
      await waitFor(() => expect(adults.isConnected).toBe(false), { timeout: 30_000 });
      // The payment names the offer: the server takes its hold over.
      expect(rememberedOffer()).toBe(TOKEN);
    },
  );

  it('says in German that an offer ran out and links to booking when places are free', async () => {
    renderShell({
      path: `/de/waitinglist/offer/${TOKEN}`,
      answers: {
        staticContent: demoContent,
        waitingListOffer: { ...offer, state: 'expired', available: 3 },
      },
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Dieses Angebot ist abgelaufen' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Die Plätze sind nicht mehr für Sie reserviert.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Es sind wieder Plätze frei: jetzt im Shop buchen' }),
    ).toHaveProperty('pathname', '/de/tickets/1');
  });

  it('says an offer was used, without a booking link while the slot is full', async () => {
    renderShell({
      path: `/en/waitinglist/offer/${TOKEN}`,
      answers: { staticContent: demoContent, waitingListOffer: { ...offer, state: 'used' } },
    });
    expect(
      await screen.findByRole('heading', { name: 'This offer was used' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /book them in the shop/ })).toBeNull();
  });

  it('says an unknown offer is not found', async () => {
    renderShell({ path: `/en/waitinglist/offer/${TOKEN}` });
    expect(
      await screen.findByText(
        'We could not find this offer. The link may be incomplete.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});

describe('the page of a leave link', () => {
  it('leaves the line on confirmation and says so', async () => {
    const { calls } = renderShell({
      path: `/en/waitinglist/leave/${SECRET}`,
      answers: { staticContent: demoContent, waitingListLeave: { left: true } },
    });
    const button = await screen.findByRole(
      'button',
      { name: 'Leave the waiting list' },
      { timeout: 10_000 },
    );
    expect(calls.some((call) => call.name === 'waitingListLeave')).toBe(false);
    await userEvent.setup().click(button);
    expect(await screen.findByText('You have left the waiting list.')).toBeTruthy();
    expect(calls.find((call) => call.name === 'waitingListLeave')?.input).toMatchObject({
      body: { secret: SECRET },
    });
  });

  it('says an unknown secret is not found', async () => {
    renderShell({
      path: `/fr/waitinglist/leave/${SECRET}`,
      answers: {
        staticContent: demoContent,
        waitingListLeave: () => {
          throw new ApiError({ status: 404, code: 'NOT_FOUND' });
        },
      },
    });
    await userEvent
      .setup()
      .click(
        await screen.findByRole(
          'button',
          { name: 'Quitter la liste d’attente' },
          { timeout: 10_000 },
        ),
      );
    expect(await screen.findByText(/^Nous n’avons pas trouvé cette inscription\./)).toBeTruthy();
  });
});
