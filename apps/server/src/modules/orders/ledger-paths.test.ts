/**
 * The money paths of an order through its ledger, on PGlite and PostgreSQL, with the built-in test
 * provider (the same paths serve Stripe): a reload or a late direct-debit success after a partial
 * cancellation moves no money; a second payment page finds the first one paid instead of charging
 * twice; a second capture all the same is paid back by itself and shown to staff (and waits for
 * staff when the provider refuses); a partly refunded order keeps its documents for its valid
 * lines; disputes and failed direct debits follow the museum's written policies.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/schema';
import { emailOutbox, orders, payments, voucherCodes, issuedTickets } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { pdfToText } from '../../testing/documents';
import type { CartItem } from '@foyer/domain/contract';
import {
  checkoutCall,
  counters,
  execPayment,
  freshSlot,
  guestToken,
  IBAN,
  initPayment,
  pay,
  PAYART,
  pathOf,
  TEST_SECRET,
  URLS,
} from '../checkout/testing';
import { TEST_ARGON2 } from '../customers/testing';
import type { PaymentProvider } from '../payments';
import { createTestProvider, type TestProviderEvent } from '../payments/testing';
import { adminCall, key, scanAtDoor } from './admin-orders.fixtures';
import { useOrdersSuite } from './orders-suite.fixtures';

const NO_REFUND_CARD = { number: '4000 0000 0000 0259', expiry: '12/30', cvc: '123' };

/** The first `count` items of a list that must have them. */
function present<T>(list: readonly T[], count: 1): [T];
function present<T>(list: readonly T[], count: 2): [T, T];
function present<T>(list: readonly T[], count: number): T[] {
  if (list.length < count) throw new Error(`expected ${count} items, got ${list.length}`);
  return list.slice(0, count);
}
const SEPA_FORM = { accountHolder: 'Ada Lovelace', iban: IBAN };

describe.each(testDatabaseKinds())('the order ledger on $name', ({ open }) => {
  const suite = useOrdersSuite(open, { payments: { testSecret: TEST_SECRET } });
  const { clock, config, ticket, orderOf, detail } = suite;
  const provider = {
    sign: (ref: string) => createHmac('sha256', TEST_SECRET).update(ref).digest('hex'),
  };
  const giftVoucher = (): CartItem => ({
    type: 'voucher',
    id: suite.catalog.voucherTypes.fixed,
    count: 1,
  });

  /** What the provider paid back of the order's payments, as the provider itself recorded it. */
  async function refundsAtProvider(orderId: number): Promise<number[]> {
    const rows = await suite.database.db
      .select({ details: payments.details })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    return rows.flatMap((row) =>
      ((row.details.refunds ?? []) as { amount: number }[]).map((refund) => refund.amount),
    );
  }

  /** What the provider collected for the order (paid or a debit under way, not failed). */
  async function capturedAtProvider(orderId: number): Promise<number> {
    const rows = await suite.database.db
      .select({ amount: payments.amount, details: payments.details })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    return rows
      .filter((row) => {
        const status = (row.details.outcome as { status?: string } | undefined)?.status;
        return status === 'paid' || status === 'processing';
      })
      .reduce((sum, row) => sum + row.amount, 0);
  }

  async function simulate(ref: string, event: TestProviderEvent) {
    return suite.app.inject({
      method: 'POST',
      url: `/pay/test/${ref}/simulate`,
      payload: { signature: provider.sign(ref), event },
    });
  }

  const scan = (barcode: string) => scanAtDoor(suite.app, suite.manager, barcode);

  async function barcodesOf(orderId: number) {
    return suite.database.db
      .select({ barcode: issuedTickets.barcode, lineId: issuedTickets.orderItemId })
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, orderId));
  }

  function document(token: string, name: string) {
    return suite.app.inject({ method: 'GET', url: `/api/en/order/documents/${token}/${name}` });
  }

  function review(token: string) {
    return suite.app.inject({ method: 'GET', url: '/api/en/order/review', query: { id: token } });
  }

  /** The token of the order a provider's page belongs to. */
  async function orderTokenOfPage(page: string): Promise<string> {
    const [row] = await suite.database.db
      .select({ token: orders.token })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(payments.providerRef, page.split('/').pop() ?? ''));
    if (!row) throw new Error(`no order of ${page}`);
    return row.token;
  }

  /** Starts a payment of `items` as a new guest; answers the provider's page and the order token. */
  async function started(items: CartItem[], payart: number = PAYART.card) {
    const token = await guestToken(suite.app);
    const res = await initPayment(suite.app, items, {
      token,
      payart,
      ...(payart === PAYART.sepa ? { aux: { accountHolder: 'Ada Lovelace', iban: IBAN } } : {}),
    });
    expect(res.statusCode).toBe(200);
    const page: string = res.json().data;
    return { token, page, orderToken: await orderTokenOfPage(page) };
  }

  async function bought(items: CartItem[], form: Record<string, string> | null = null) {
    const start = await started(items, form === SEPA_FORM ? PAYART.sepa : PAYART.card);
    const orderToken = await pay(suite.app, start.page, form ?? undefined);
    const booked = await execPayment(suite.app, orderToken);
    expect(booked.statusCode).toBe(200);
    return { orderToken, order: await orderOf(orderToken), ref: start.page.split('/').pop() ?? '' };
  }

  it('moves no money when the accepted page is reloaded after a partial cancellation', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 20);
    const { orderToken, order, ref } = await bought([ticket(slot.datetime, 2), giftVoucher()]);
    const [ticketLine, voucherLine] = present((await detail(order.id)).lines, 2);
    const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), lineIds: [ticketLine.id] },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([ticketLine.totalPrice]);

    // The accepted page reloaded, twice at once, while the provider calls the webhook.
    const [first, second, notified] = await Promise.all([
      execPayment(suite.app, orderToken),
      execPayment(suite.app, orderToken),
      suite.app.inject({
        method: 'POST',
        url: '/pay/test/webhook',
        payload: { ref, signature: provider.sign(ref) },
      }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().data).toEqual({ booking_id: orderToken, has_tickets: true });
    expect(notified.statusCode).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([ticketLine.totalPrice]);

    const page = await detail(order.id);
    expect(page.status).toBe('partlyRefunded');
    expect(page.refunds).toHaveLength(1);
    expect(page.money).toMatchObject({ held: voucherLine.totalPrice, due: voucherLine.totalPrice });
    // The gift voucher of the line still valid keeps its value.
    const voucherBarcodes = (await barcodesOf(order.id)).filter(
      (row) => row.lineId === voucherLine.id,
    );
    const [code] = await suite.database.db
      .select()
      .from(voucherCodes)
      .where(eq(voucherCodes.barcode, voucherBarcodes[0]?.barcode ?? ''));
    expect(code?.usedAmount).toBe(0);
  });

  it('pays back a direct debit only once its money arrived, and a late report moves nothing', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 20);
    const other = await freshSlot(suite.database.db, suite.catalog, 20);
    const { order, ref } = await bought(
      [ticket(slot.datetime, 1), ticket(other.datetime, 1)],
      SEPA_FORM,
    );
    expect(order.status).toBe('booked');
    const [line] = present((await detail(order.id)).lines, 1);
    // Under way, the debit cannot be paid back yet: the cancellation is refused and changes nothing.
    const early = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), lineIds: [line.id] },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toContain('not arrived yet');
    expect((await detail(order.id)).status).toBe('booked');
    expect((await simulate(ref, 'debitSucceeded')).statusCode).toBe(200);
    const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), lineIds: [line.id] },
    });
    expect(cancelled.statusCode).toBe(200);
    // The bank's report delivered again after the staff refund: nothing more is paid back.
    await suite.app.inject({
      method: 'POST',
      url: '/pay/test/webhook',
      payload: { ref, signature: provider.sign(ref) },
    });
    await execPayment(suite.app, order.token);
    expect(await refundsAtProvider(order.id)).toEqual([line.totalPrice]);
    const page = await detail(order.id);
    expect(page.status).toBe('partlyRefunded');
    expect(page.ledger.map((entry: { kind: string }) => entry.kind)).toContain('captureSettled');
  });

  it('books the first payment instead of opening a second page when it was paid meanwhile', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 20);
    const first = await started([ticket(slot.datetime, 1)]);
    // Paid on the provider's page; the browser never came back.
    await pay(suite.app, first.page);
    const again = await checkoutCall(
      suite.app,
      'checkout/initPaymentOrder',
      { payart: PAYART.card, aux: {}, id: first.orderToken, url: URLS },
      { _: first.token },
    );
    expect(again.statusCode).toBe(200);
    const url: string = again.json().data;
    expect(url).toBe(`${URLS.continue}?cartId=${first.orderToken}`);
    const order = await orderOf(first.orderToken);
    expect(order.status).toBe('booked');
    expect(await capturedAtProvider(order.id)).toBe(order.total);
    expect(await refundsAtProvider(order.id)).toEqual([]);
  });

  it('closes the first payment page when a second one is started', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 20);
    const first = await started([ticket(slot.datetime, 1)]);
    const again = await checkoutCall(
      suite.app,
      'checkout/initPaymentOrder',
      { payart: PAYART.card, aux: {}, id: first.orderToken, url: URLS },
      { _: first.token },
    );
    const second: string = again.json().data;
    expect(second).toMatch(/\/pay\/test\//);
    // The first page can no longer be paid: it sends the visitor back as cancelled.
    const stale = await suite.app.inject({ method: 'GET', url: pathOf(first.page) });
    expect(stale.statusCode).toBe(303);
    expect(String(stale.headers.location)).toContain('/checkout/canceled');
    const orderToken = await pay(suite.app, second);
    expect((await execPayment(suite.app, orderToken)).statusCode).toBe(200);
    const order = await orderOf(first.orderToken);
    expect(await capturedAtProvider(order.id)).toBe(order.total);
  });

  describe('with a provider whose pages cannot be closed', () => {
    let loose: FastifyInstance;

    beforeAll(async () => {
      const real = createTestProvider({
        db: suite.database.db,
        clock,
        publicBaseUrl: config.server.publicBaseUrl,
        secret: TEST_SECRET,
      });
      const unclosable: PaymentProvider = { ...real, cancel: (ref) => real.verify(ref) };
      loose = await createTestApp(suite.database, {
        config,
        clock,
        customers: { argon2: TEST_ARGON2 },
        payments: { testSecret: TEST_SECRET, providers: [unclosable] },
      });
    });
    afterAll(() => loose.close());

    /** Two pages of one order, both paid; the newer one books it, the first is a surplus. */
    async function twicePaid(firstCard?: Record<string, string>) {
      const slot = await freshSlot(suite.database.db, suite.catalog, 20);
      const token = await guestToken(loose);
      const first: string = (await initPayment(loose, [ticket(slot.datetime, 2)], { token })).json()
        .data;
      const orderToken = await orderTokenOfPage(first);
      const second: string = (
        await checkoutCall(
          loose,
          'checkout/initPaymentOrder',
          { payart: PAYART.card, aux: {}, id: orderToken, url: URLS },
          { _: token },
        )
      ).json().data;
      await pay(loose, first, firstCard);
      await pay(loose, second);
      const booked = await execPayment(loose, orderToken);
      expect(booked.statusCode).toBe(200);
      return orderOf(orderToken);
    }

    it('pays a second capture back by itself and shows it to staff', async () => {
      const order = await twicePaid();
      expect(await capturedAtProvider(order.id)).toBe(2 * order.total);
      expect(await refundsAtProvider(order.id)).toEqual([order.total]);
      const page = await detail(order.id);
      expect(page.status).toBe('booked');
      expect(page.refunds).toEqual([
        expect.objectContaining({
          purpose: 'surplus',
          status: 'done',
          amount: order.total,
          reason: 'secondPayment',
          waitsForStaff: false,
        }),
      ]);
      expect(page.money).toMatchObject({ captured: 2 * order.total, refunded: order.total });
      // A reload refunds nothing more.
      await execPayment(loose, order.token);
      expect(await refundsAtProvider(order.id)).toEqual([order.total]);
    });

    it('lists a second capture the provider refuses to pay back until staff act', async () => {
      const order = await twicePaid(NO_REFUND_CARD);
      const page = await detail(order.id);
      const [refund] = present(
        page.refunds.filter((r) => r.purpose === 'surplus'),
        1,
      );
      expect(refund).toMatchObject({ status: 'refused', waitsForStaff: true });
      const problems = await adminCall(suite.app, 'GET', 'payment-problems', {
        agent: suite.manager,
      });
      expect(problems.json().data.problems).toContainEqual(
        expect.objectContaining({ orderId: order.id, kind: 'refund', amount: order.total }),
      );
      const again = await adminCall(
        suite.app,
        'POST',
        `orders/${order.id}/refunds/${encodeURIComponent(refund.request)}/retry`,
        { agent: suite.manager, body: { idempotencyKey: key() } },
      );
      expect(again.statusCode).toBe(422);
      expect(again.json().error).toBe('REFUND_REFUSED');
      const [retried] = present(
        (await detail(order.id)).refunds.filter((r) => r.waitsForStaff),
        1,
      );
      const outside = await adminCall(
        suite.app,
        'POST',
        `orders/${order.id}/refunds/${encodeURIComponent(retried.request)}/outside`,
        { agent: suite.manager, body: { idempotencyKey: key(), note: 'bank transfer 29.11.' } },
      );
      expect(outside.statusCode).toBe(200);
      expect(outside.json().data.money).toMatchObject({ waitsForStaff: 0, held: order.total });
      const after = await adminCall(suite.app, 'GET', 'payment-problems', { agent: suite.manager });
      expect(
        after.json().data.problems.filter((p: { orderId: number }) => p.orderId === order.id),
      ).toEqual([]);
    });
  });

  it('keeps the documents of a partly refunded order for its valid lines', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 20);
    const later = await freshSlot(suite.database.db, suite.catalog, 20);
    const { orderToken, order } = await bought([
      ticket(slot.datetime, 1),
      ticket(later.datetime, 2),
    ]);
    const [cancelledLine, keptLine] = present((await detail(order.id)).lines, 2);
    await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), lineIds: [cancelledLine.id] },
    });
    const barcodes = await barcodesOf(order.id);
    const kept = barcodes.filter((row) => row.lineId === keptLine.id).map((row) => row.barcode);
    const gone = barcodes
      .filter((row) => row.lineId === cancelledLine.id)
      .map((row) => row.barcode);

    const shown = await review(orderToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.status).toBe('partlyRefunded');
    expect(
      shown.json().data.items.map((item: { cancelled?: boolean }) => item.cancelled === true),
    ).toEqual([true, false]);
    const tickets = await document(orderToken, 'tickets.pdf');
    expect(tickets.statusCode).toBe(200);
    const text = pdfToText(tickets.rawPayload);
    for (const barcode of kept) expect(text).toContain(barcode);
    for (const barcode of gone) expect(text).not.toContain(barcode);
    expect((await document(orderToken, 'invoice.pdf')).statusCode).toBe(200);
    // The refund's credit note is linked from the order review and downloads.
    const creditNotes: { number: string; url: string }[] = shown.json().data.downloads.creditNotes;
    expect(creditNotes).toHaveLength(1);
    const creditNote = creditNotes[0];
    expect(creditNote?.url).toMatch(/\/credit-note-\d+\.pdf$/);
    const creditPdf = await suite.app.inject({
      method: 'GET',
      url: new URL(creditNote?.url ?? '').pathname,
    });
    expect(creditPdf.statusCode).toBe(200);
    expect(pdfToText(creditPdf.rawPayload)).toContain(creditNote?.number);
    const calendar = await document(orderToken, 'calendar.ics');
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain(later.datetime.slice(11).replace(':', ''));
    expect(calendar.body).not.toContain(`${slot.datetime.replace(/[-:]/g, '')}00`);
    expect(await scan(gone[0] ?? '')).toBe('CANCELLED');
    // The kept ticket is valid, on its own day (the slot is tomorrow).
    expect(await scan(kept[0] ?? '')).toBe('OTHER_DAY');

    // The rest cancelled: nothing is valid any more, and the documents say so; the order review
    // shows the order read-only with its invoice and credit notes.
    await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    const closed = await review(orderToken);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'refunded',
      downloads: { tickets: null },
    });
    expect(closed.json().data.downloads.creditNotes).toHaveLength(2);
    expect(
      closed.json().data.items.every((item: { cancelled?: boolean }) => item.cancelled === true),
    ).toBe(true);
    expect((await document(orderToken, 'invoice.pdf')).statusCode).toBe(200);
    expect((await document(orderToken, 'tickets.pdf')).statusCode).toBe(406);
    expect((await document(orderToken, 'calendar.ics')).statusCode).toBe(406);
  });

  it('marks a dispute with its amount and deadline; a lost one cancels the tickets', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 20);
    const { order, ref } = await bought([ticket(slot.datetime, 2)]);
    const before = await counters(suite.database.db, slot.capacityId);
    expect((await simulate(ref, 'disputeOpened')).statusCode).toBe(200);
    const disputed = await detail(order.id);
    expect(disputed.status).toBe('disputed');
    expect(disputed.disputes).toEqual([
      expect.objectContaining({ amount: order.total, status: 'open', dueBy: expect.any(String) }),
    ]);
    const problems = await adminCall(suite.app, 'GET', 'payment-problems', {
      agent: suite.manager,
    });
    expect(problems.json().data.problems).toContainEqual(
      expect.objectContaining({ orderId: order.id, kind: 'dispute', amount: order.total }),
    );
    // Still valid at the door while the bank decides.
    const [barcode] = await barcodesOf(order.id);
    expect((await review(order.token)).statusCode).toBe(200);
    // Not cancelled meanwhile: a refund on top of a lost dispute would pay the money back twice.
    expect(disputed.can.cancel).toBe(false);
    const refused = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('PAYMENT_DISPUTED');
    expect((await detail(order.id)).refunds).toEqual([]);

    expect((await simulate(ref, 'disputeLost')).statusCode).toBe(200);
    // Reported twice: written once.
    expect((await simulate(ref, 'disputeLost')).statusCode).toBe(409);
    const lost = await detail(order.id);
    expect(lost.status).toBe('refunded');
    expect(lost.money).toMatchObject({ chargedBack: order.total, held: 0, due: 0 });
    expect(await scan(barcode?.barcode ?? '')).toBe('CANCELLED');
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({
      sold: before.sold - 2,
      held: 0,
    });
    expect(await refundsAtProvider(order.id)).toEqual([]);
    expect(lost.can.cancel).toBe(false);
  });

  it('keeps an order whose dispute the museum won, and cancels it afterwards with its refund', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 20);
    const { order, ref } = await bought([ticket(slot.datetime, 1)]);
    await simulate(ref, 'disputeOpened');
    await simulate(ref, 'disputeWon');
    const page = await detail(order.id);
    expect(page.status).toBe('booked');
    expect(page.disputes).toEqual([expect.objectContaining({ status: 'won' })]);
    expect(page.can.cancel).toBe(true);
    const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([order.total]);
    expect((await detail(order.id)).money).toMatchObject({ refunded: order.total, held: 0 });
  });

  it('cancels the unused tickets of a failed direct debit and tells the visitor in their language', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 20);
    const token = await guestToken(suite.app);
    const res = await initPayment(suite.app, [ticket(slot.datetime, 2)], {
      token,
      payart: PAYART.sepa,
      lang: 'de',
      aux: { accountHolder: 'Ada Lovelace', iban: IBAN },
    });
    const page: string = res.json().data;
    const orderToken = await pay(suite.app, page, SEPA_FORM);
    expect((await execPayment(suite.app, orderToken)).statusCode).toBe(200);
    const order = await orderOf(orderToken);
    expect(order.status).toBe('booked');
    expect((await simulate(page.split('/').pop() ?? '', 'debitFailed')).statusCode).toBe(200);
    const after = await detail(order.id);
    expect(after.status).toBe('cancelled');
    expect(after.money).toMatchObject({ captured: 0, held: 0, due: 0, owed: 0 });
    const mails = await suite.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.id));
    expect(mails.map((mail) => mail.subject)).toContain(
      `Ihre Lastschrift für die Bestellung ${order.number} ist fehlgeschlagen`,
    );
    const problems = await adminCall(suite.app, 'GET', 'payment-problems', {
      agent: suite.manager,
    });
    expect(problems.json().data.problems).toContainEqual(
      expect.objectContaining({ orderId: order.id, kind: 'debitFailed' }),
    );
  });

  describe('when the museum books direct debits only once their money arrived', () => {
    let waiting: FastifyInstance;
    const waitConfig: FoyerConfig = {
      ...config,
      server: {
        ...config.server,
        payments: {
          ...config.server.payments,
          directDebit: { booking: 'afterSuccess', holdHours: 72 },
        },
      },
    };

    beforeAll(async () => {
      waiting = await createTestApp(suite.database, {
        config: waitConfig,
        clock,
        payments: { testSecret: TEST_SECRET },
      });
    });
    afterAll(() => waiting.close());

    async function paidByDebit(slotCapacity = 20) {
      const slot = await freshSlot(suite.database.db, suite.catalog, slotCapacity);
      const token = await guestToken(waiting);
      const page: string = (
        await initPayment(waiting, [ticket(slot.datetime, 1)], {
          token,
          payart: PAYART.sepa,
          aux: { accountHolder: 'Ada Lovelace', iban: IBAN },
        })
      ).json().data;
      const orderToken = await pay(waiting, page, SEPA_FORM);
      return { slot, orderToken, ref: page.split('/').pop() ?? '' };
    }

    it('holds the places while the debit is under way and books when it arrives', async () => {
      const { slot, orderToken, ref } = await paidByDebit();
      const returned = await execPayment(waiting, orderToken);
      expect(returned.statusCode).toBe(400);
      expect(returned.json().error).toBe('CART_NOT_COMPLETABLE');
      const order = await orderOf(orderToken);
      expect(order.status).toBe('pending');
      expect(order.expiresAt?.getTime()).toBe(clock.now().getTime() + 72 * 3_600_000);
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 1 });
      await waiting.inject({
        method: 'POST',
        url: `/pay/test/${ref}/simulate`,
        payload: { signature: provider.sign(ref), event: 'debitSucceeded' },
      });
      expect((await orderOf(orderToken)).status).toBe('booked');
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
    });

    it('gives the places back when the debit fails, and books nothing', async () => {
      const { slot, orderToken, ref } = await paidByDebit();
      await execPayment(waiting, orderToken);
      await waiting.inject({
        method: 'POST',
        url: `/pay/test/${ref}/simulate`,
        payload: { signature: provider.sign(ref), event: 'debitFailed' },
      });
      const order = await orderOf(orderToken);
      expect(order.status).toBe('expired');
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
      // The visitor may pay again another way: the order is payable, its last payment failed.
      const answer = await execPayment(waiting, orderToken);
      expect(answer.json().error).toBe('PAYMENT_FAILED');
      const [row] = await suite.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'failed')));
      expect(row).toBeDefined();
    });
  });
});
