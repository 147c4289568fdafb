/**
 * The pipeline under the journeys, without the shop's screens: a guest token and initPayment through
 * the API, the test provider's page in the browser, the return to the shop's URL, execPayment, and
 * the ticket e-mail with its PDFs in the outbox. Also the declined card and the cancel button.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, orderTokenOfPage, SHOP, test, uniqueEmail } from './fixtures';
import { findMails, pdfAttachments, waitForMail } from './outbox';
import { cancelPayment, payByCard, payWithDeclinedCard, providerAmount } from './provider';

interface EventTicket {
  readonly id: number;
  readonly price: number;
  readonly mode: number;
}

/** Returns land on a plain shop URL that no screen acts on, so the test makes the calls itself. */
const RETURN = { continue: `${SHOP}/api/health`, cancel: `${SHOP}/api/health?canceled=1` };

async function guestToken(api: APIRequestContext, email: string): Promise<string> {
  const response = await api.post('/api/en/auth/guest', {
    data: {
      c: {
        salutation: 'ms',
        fname: 'Ada',
        lname: 'Lovelace',
        company: '',
        email,
        phone: '',
        street: 'Lindenstraße 1',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
        send_invoice: true,
        shipping: null,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: string }).data;
}

/** A night ticket of the demo's event-long evening (mode 3: no slot to choose). */
async function nightTicket(api: APIRequestContext): Promise<EventTicket> {
  const response = await api.get('/api/en/ticket/collect/event/3');
  const { tickets } = ((await response.json()) as { data: { tickets: EventTicket[] } }).data;
  const ticket = tickets.find((candidate) => candidate.mode === 3);
  if (!ticket) throw new Error('the demo has no event-long ticket');
  return ticket;
}

async function startPayment(api: APIRequestContext, token: string, count: number) {
  const ticket = await nightTicket(api);
  const response = await api.post(`/api/en/checkout/initPayment?_=${token}`, {
    data: {
      payart: 161,
      aux: {},
      cart: {
        ver: 1,
        items: [{ type: 'ticket', id: ticket.id, count, datetime: null, subtickets: [] }],
      },
      url: RETURN,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { redirect: ((await response.json()) as { data: string }).data, ticket };
}

function execPayment(api: APIRequestContext, token: string, orderToken: string) {
  const query = new URLSearchParams({
    _: token,
    us: 'abcdefABCDEF',
    sessionUs: 'pipelineSess',
    srcURL: `${RETURN.continue}?cartId=${orderToken}`,
  });
  return api.post(`/api/en/checkout/execPayment?${query}`, { data: { cartId: orderToken } });
}

test('a ticket bought through the API and the provider page arrives by e-mail with its PDF', async ({
  page,
  api,
}) => {
  const email = uniqueEmail('pipeline');
  const token = await guestToken(api, email);
  const { redirect, ticket } = await startPayment(api, token, 2);
  expect(new URL(redirect).origin).toBe(SHOP);

  await page.goto(redirect);
  expect(await providerAmount(page)).toBe(`€${((ticket.price * 2) / 100).toFixed(2)}`);
  await payByCard(page, 'en');
  expect(page.url().startsWith(`${RETURN.continue}?cartId=`)).toBe(true);
  const orderToken = orderTokenOfPage(page);

  const booked = await execPayment(api, token, orderToken);
  expect(booked.status(), await booked.text()).toBe(200);
  expect(((await booked.json()) as { data: unknown }).data).toEqual({
    booking_id: orderToken,
    has_tickets: true,
  });

  const mail = await waitForMail({ to: email, text: orderToken });
  expect(mail.subject).toMatch(/^Your order \d{4}-\d+ – Lindenau City Museum$/);
  expect(mail.text).toContain('Hello Ada Lovelace');
  expect(mail.text).toContain(`${SHOP}/en/order-review/${orderToken}`);
  const pdfs = pdfAttachments(mail);
  expect(pdfs.map((pdf) => pdf.filename)).toContainEqual(
    expect.stringMatching(/^Tickets-.*\.pdf$/),
  );
  expect(findMails({ to: email })).toHaveLength(1);
});

test('a declined card comes back to the shop and execPayment refuses it', async ({ page, api }) => {
  const email = uniqueEmail('pipeline-declined');
  const token = await guestToken(api, email);
  const { redirect } = await startPayment(api, token, 1);
  await page.goto(redirect);
  await payWithDeclinedCard(page, 'en');
  const refused = await execPayment(api, token, orderTokenOfPage(page));
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: string }).error).toBe('PAYMENT_FAILED');
});

test('the cancel button goes to the cancel URL with the order token', async ({ page, api }) => {
  const token = await guestToken(api, uniqueEmail('pipeline-cancel'));
  const { redirect } = await startPayment(api, token, 1);
  await page.goto(redirect);
  await cancelPayment(page, 'en');
  expect(page.url().startsWith(`${RETURN.cancel}&cartId=`)).toBe(true);
  const orderToken = orderTokenOfPage(page);
  const canceled = await api.post(`/api/en/checkout/cancel?_=${token}&noRedirect=1`, {
    data: { cartId: orderToken },
  });
  expect(canceled.status(), await canceled.text()).toBe(200);
  const gone = await execPayment(api, token, orderToken);
  expect(gone.status()).toBe(410);
});
