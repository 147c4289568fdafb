/**
 * The test provider's hosted pages: translated, script-free forms that post back to the server, an
 * outcome recorded once, the redirects to the shop, the stylesheet, and the webhook's signature check.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../testing/databases';
import {
  useCheckoutSuite,
  freshSlot,
  GOOD_CARD,
  initPayment,
  pathOf,
  PAYART,
  submitPaymentForm,
  TEST_SECRET,
  URLS,
} from '../../checkout/testing';
import { createTestProvider } from './test-provider';

describe.each(testDatabaseKinds())('test provider pages on $name', ({ open }) => {
  const suite = useCheckoutSuite(open, { payments: { testSecret: TEST_SECRET } });

  async function payment(lang = 'en', payart: number = PAYART.card): Promise<string> {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const res = await initPayment(suite.app, [suite.ticket(slot.datetime)], {
      token: suite.token,
      lang,
      payart,
      ...(payart === PAYART.wallet ? { aux: { wallet: 'GOOGLEPAY' } } : {}),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  it('shows the card form in the order language with the security headers and no script', async () => {
    const redirect = await payment('de');
    const page = await suite.app.inject({ method: 'GET', url: pathOf(redirect) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Kartennummer');
    expect(page.body).toContain('14,00');
    expect(page.body).toContain('action="/pay/test/');
    expect(page.body).not.toMatch(/<script|onclick=|style="/);
  });

  it('shows the form again with the error for a card that fails the Luhn check, without the CVC', async () => {
    const redirect = await payment();
    const res = await submitPaymentForm(suite.app, redirect, {
      number: '4242 4242 4242 4241',
      expiry: '12/30',
      cvc: '321',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Please check this entry.');
    expect(res.body).toContain('value="4242 4242 4242 4241"');
    expect(res.body).not.toContain('321');
    const unknown = await submitPaymentForm(suite.app, redirect, {
      ...GOOD_CARD,
      number: '5555 5555 5555 4444',
    });
    expect(unknown.body).toContain('Please use one of the test cards.');
  });

  it('records the outcome once: later submits and visits only lead back to the shop', async () => {
    const redirect = await payment();
    const paid = await submitPaymentForm(suite.app, redirect, GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toMatch(
      /^http:\/\/localhost:3000\/en\/checkout\/accepted\?cartId=/,
    );
    const cancel = await suite.app.inject({ method: 'POST', url: `${pathOf(redirect)}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(paid.headers.location);
    const visit = await suite.app.inject({ method: 'GET', url: pathOf(redirect) });
    expect(visit.statusCode).toBe(303);
  });

  it('sends a cancelled payment to the cancel URL', async () => {
    const redirect = await payment();
    const cancel = await suite.app.inject({ method: 'POST', url: `${pathOf(redirect)}/cancel` });
    expect(String(cancel.headers.location).startsWith(`${URLS.cancel}?cartId=`)).toBe(true);
  });

  it('shows the Google Pay sheet for a wallet payment', async () => {
    const page = await suite.app.inject({
      method: 'GET',
      url: pathOf(await payment('fr', PAYART.wallet)),
    });
    expect(page.body).toContain('Confirmer avec Google Pay');
  });

  it('answers 404 for unknown references and serves its stylesheet', async () => {
    const unknown = await suite.app.inject({
      method: 'GET',
      url: '/pay/test/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Diese Zahlung gibt es nicht.');
    expect(
      (await suite.app.inject({ method: 'POST', url: '/pay/test/short/cancel' })).statusCode,
    ).toBe(404);
    const css = await suite.app.inject({ method: 'GET', url: '/pay/test/style.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('checks the webhook signature', async () => {
    const ref = (await payment()).split('/').pop() ?? '';
    const provider = createTestProvider({
      db: suite.database.db,
      clock: { now: () => new Date() },
      publicBaseUrl: 'http://localhost:3000',
      secret: TEST_SECRET,
    });
    expect(provider.checkSignature(ref, provider.sign(ref))).toBe(true);
    expect(provider.checkSignature(ref, provider.sign(`${ref}x`))).toBe(false);
    const wrong = await suite.app.inject({
      method: 'POST',
      url: '/pay/test/webhook',
      payload: { ref, signature: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    // A pending payment: the shop asks the provider, finds nothing paid, and books nothing.
    const right = await suite.app.inject({
      method: 'POST',
      url: '/pay/test/webhook',
      payload: { ref, signature: provider.sign(ref) },
    });
    expect(right.statusCode).toBe(200);
    expect(await provider.verify(ref)).toEqual({ status: 'pending' });
  });
});
