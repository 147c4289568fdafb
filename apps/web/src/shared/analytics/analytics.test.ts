import type { BasketItem } from '@foyer/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '../session/cart-store';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../ui/toast-store';
import { addToBasket } from '../basket/add-to-basket';
import { analyticsEvent, track } from './analytics';

const posters = {
  type: 'merchandise',
  id: 7,
  name: 'Poster',
  price: 1250,
  totalPrice: 2500,
  count: 2,
  totalCount: 2,
} as unknown as BasketItem;

describe('analytics', () => {
  afterEach(() => {
    sessionStore.setState({ cookiesAccepted: false });
    cartStore.getState().clear();
    toastStore.setState({ toasts: [] });
  });

  it('shows prices in euros with 2 decimals', () => {
    expect(analyticsEvent('add_to_cart', [posters])).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: '25.00',
        items: [
          {
            item_id: 'merchandise-7',
            item_name: 'Poster',
            item_category: 'merchandise',
            price: '12.50',
            quantity: 2,
          },
        ],
      },
    });
  });

  it('sends nothing to the data layer before cookie consent, and the event after it', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(track('add_to_cart', [posters], undefined, target)).toBe(false);
    expect(target.dataLayer).toBeUndefined();
    sessionStore.setState({ cookiesAccepted: true });
    expect(track('purchase', [posters], 'ORDER-1', target)).toBe(true);
    expect(target.dataLayer).toHaveLength(1);
    expect(target.dataLayer?.[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'ORDER-1' },
    });
  });

  it('adds to the basket with a toast and the add event', () => {
    sessionStore.setState({ cookiesAccepted: true });
    const layer = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
    const before = layer.length;
    expect(addToBasket(posters, 'Added to your basket')).toEqual({ ok: true });
    expect(cartStore.getState().basket.items).toHaveLength(1);
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual([
      'Added to your basket',
    ]);
    expect(layer.length).toBe(before + 1);
  });
});
