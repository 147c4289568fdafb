/**
 * Cancelling and refunding booked orders in the back office, on PGlite and on
 * PostgreSQL: capacity goes back exactly once under concurrent attempts, cancelled barcodes are
 * refused at the door, partial refunds add up, a refused refund changes nothing, voucher amounts go
 * back onto their codes, and the visitor gets a cancellation e-mail in the order's language with
 * the credit note linked and attached.
 */
import { and, desc, eq } from 'drizzle-orm';
import { formatMoney, maskedVoucherCode, type Language } from '@foyer/domain';
import { serverT } from '../../i18n/texts';
import { pdfToText } from '../../testing/documents';
import { describe, expect, it } from 'vitest';
import { emailOutbox, invoiceDocuments, payments, staffAuditLog } from '../../db/schema';
import { composeQueuedMail } from '../../testing/outbox';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshCode,
  freshSlot,
  guestToken,
  initPayment,
  usedAmount,
} from '../checkout/testing';
import { adminCall, buy, key, scanAtDoor, signedIn } from './admin-orders.fixtures';
import { useOrdersSuite } from './orders-suite.fixtures';

const ATTEMPTS = 20;
const NO_REFUND_CARD = { number: '4000 0000 0000 0259', expiry: '12/30', cvc: '123' };

describe.each(testDatabaseKinds())('cancelling booked orders on $name', ({ open }) => {
  const suite = useOrdersSuite(open);
  const { clock, config, ticket, orderOf, detail } = suite;

  function cancel(id: number, body: object, agent = suite.manager) {
    return adminCall(suite.app, 'POST', `orders/${id}/cancel`, { agent, body });
  }

  /** Scans at the door as the manager: `valid` or the reason of the refusal. */
  const scan = (barcode: string) => scanAtDoor(suite.app, suite.manager, barcode);

  async function refundsAtProvider(orderId: number): Promise<number[]> {
    const [row] = await suite.database.db
      .select({ details: payments.details })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    const refunds = (row?.details.refunds ?? []) as { amount: number }[];
    return refunds.map((refund) => refund.amount);
  }

  it(`gives the capacity back exactly once under ${ATTEMPTS} concurrent cancellations; the refunded barcodes are refused`, async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 3)]));
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 3, held: 0 });

    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) =>
        cancel(order.id, { idempotencyKey: index % 2 === 0 ? key() : `same-key-${order.id}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((res) => res.statusCode === 409)) {
      expect(['ORDER_BUSY', 'ORDER_NOT_CANCELLABLE']).toContain(answer.json().error);
    }
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    const after = await detail(order.id);
    expect(after.status).toBe('refunded');
    expect(
      after.refunds.filter((refund: { status: string }) => refund.status === 'done'),
    ).toHaveLength(1);
    expect(await refundsAtProvider(order.id)).toEqual([order.total]);
    // The refunded order's tickets no longer admit.
    expect(after.tickets).toHaveLength(3);
    for (const row of after.tickets) expect(await scan(row.barcode)).toBe('CANCELLED');
  });

  it('cancels one line: its barcodes are refused at check-in, the other line still admits', async () => {
    const first = await freshSlot(suite.database.db, suite.catalog, 10);
    const second = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(
      await buy(suite.app, [ticket(first.datetime, 1), ticket(second.datetime, 2)], { lang: 'de' }),
    );
    const before = await detail(order.id);
    const [kept, dropped] = before.lines as { id: number }[];
    // The page names what each choice would pay back, before anything is cancelled.
    expect(before.refundIfCancelled).toEqual({
      whole: order.total,
      lines: [
        { lineId: kept?.id, amount: 1400 },
        { lineId: dropped?.id, amount: 2800 },
      ],
      // Part of the line of two can be cancelled on its own.
      partial: [{ lineId: dropped?.id, amounts: [{ count: 1, amount: 1400 }] }],
    });
    const barcodesOf = (lineId: number) =>
      before.tickets
        .filter((row: { lineId: number }) => row.lineId === lineId)
        .map((row: { barcode: string }) => row.barcode);

    const res = await cancel(order.id, {
      idempotencyKey: key(),
      lineIds: [dropped?.id],
      reason: 'visitor ill',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('partlyRefunded');
    expect(data.refunded).toBe(2800);
    expect(await counters(suite.database.db, second.capacityId)).toEqual({ sold: 0, held: 0 });
    expect(await counters(suite.database.db, first.capacityId)).toEqual({ sold: 1, held: 0 });
    for (const barcode of barcodesOf(dropped?.id ?? 0))
      expect(await scan(barcode)).toBe('CANCELLED');
    for (const barcode of barcodesOf(kept?.id ?? 0))
      expect(await scan(barcode)).not.toBe('CANCELLED');
    expect(data.tickets.some((row: { cancelled: boolean }) => row.cancelled)).toBe(true);

    const [mail] = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.id))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.subject).toBe(`Stornierung Ihrer Bestellung ${order.number}`);
    expect(mail?.text).toContain('28,00');
    // The credit note reaches the visitor: linked in the text, its PDF attached by the outbox.
    const [note] = await suite.database.db
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.orderId, order.id), eq(invoiceDocuments.kind, 'creditNote')));
    const number = `CN-${String(note?.number).padStart(6, '0')}`;
    expect(mail?.text).toContain(`Ihre Rechnungskorrektur ${number} ist dieser E-Mail beigefügt.`);
    expect(mail?.text).toContain(`/order/documents/${order.token}/credit-note-${note?.number}.pdf`);
    expect(mail?.status).toBe('queued');
    await composeQueuedMail({ db: suite.database.db, clock, config });
    const [sent] = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, mail?.id ?? 0));
    expect(sent?.compose).toBeNull();
    expect(sent?.text).toBe(mail?.text);
    const pdf = sent?.attachments.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`Rechnungskorrektur-${number}.pdf`);
    const printed = pdfToText(Buffer.from(pdf?.contentBase64 ?? '', 'base64'));
    expect(printed).toContain(`Rechnungskorrektur ${number}`);
    const [entry] = await suite.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, order.number))
      .orderBy(desc(staffAuditLog.id));
    expect(entry).toMatchObject({
      action: 'order.cancelLines',
      before: { status: 'booked' },
      after: { status: 'partlyRefunded', refunded: 2800, reason: 'visitor ill' },
    });
  });

  it('adds partial refunds up to the payment and ends refunded', async () => {
    const slots = [
      await freshSlot(suite.database.db, suite.catalog, 5),
      await freshSlot(suite.database.db, suite.catalog, 5),
    ];
    const order = await orderOf(
      await buy(
        suite.app,
        slots.map((slot) => ticket(slot.datetime, 1)),
      ),
    );
    const lines = (await detail(order.id)).lines as { id: number }[];
    const one = await cancel(order.id, { idempotencyKey: key(), lineIds: [lines[0]?.id] });
    expect(one.json().data.status).toBe('partlyRefunded');
    // Cancelling the same line again is refused and pays back nothing more.
    const again = await cancel(order.id, { idempotencyKey: key(), lineIds: [lines[0]?.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('LINES_INVALID');
    const two = await cancel(order.id, { idempotencyKey: key(), lineIds: [lines[1]?.id] });
    expect(two.statusCode).toBe(200);
    expect(two.json().data).toMatchObject({ status: 'refunded', refunded: order.total });
    expect(await refundsAtProvider(order.id)).toEqual([1400, 1400]);
    // Each refund of an invoiced order has a credit note the back office links to.
    expect(order.requestInvoice).toBe(true);
    const notes = (
      (await detail(order.id)).invoice.documents as { kind: string; number: string; url: string }[]
    ).filter((document) => document.kind === 'creditNote');
    expect(notes.map((note) => note.number)).toHaveLength(2);
    expect(new Set(notes.map((note) => note.number)).size).toBe(2);
    const pdf = await suite.app.inject({ method: 'GET', url: notes[0]?.url ?? '' });
    expect(pdf.statusCode).toBe(200);
    const text = pdfToText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(notes[0]?.number ?? 'a credit note number');
    expect(text).toMatch(/INV-\d{6}/);
    expect(text).toContain(formatMoney(-1400, order.language as Language).replace(/\s/g, ' '));
    const none = await cancel(order.id, { idempotencyKey: key() });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('answers a repeated idempotency key with the first outcome', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 5);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 2)]));
    const same = key();
    const first = await cancel(order.id, { idempotencyKey: same });
    const second = await cancel(order.id, { idempotencyKey: same });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data.status).toBe('refunded');
    expect(await refundsAtProvider(order.id)).toEqual([2800]);
  });

  it('leaves the order unchanged when the provider refuses the refund, and says why', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 5);
    const order = await orderOf(
      await buy(suite.app, [ticket(slot.datetime, 2)], { card: NO_REFUND_CARD }),
    );
    const res = await cancel(order.id, { idempotencyKey: key() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'REFUND_REFUSED',
      message: expect.stringContaining('refuses refunds'),
    });
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
    const after = await detail(order.id);
    expect(after.status).toBe('booked');
    expect(after.lines.every((line) => line.cancelledAt === null)).toBe(true);
    expect(after.refunds[0]).toMatchObject({ status: 'refused', reason: expect.any(String) });
    for (const row of after.tickets) expect(await scan(row.barcode)).not.toBe('CANCELLED');
    // A refusal does not block the order: the next attempt is asked again (and refused again).
    expect((await cancel(order.id, { idempotencyKey: key() })).statusCode).toBe(422);
  });

  it('gives the voucher code its amount back and pays back only what the card paid', async () => {
    const code = await freshCode(suite.database.db, 1000);
    const slot = await freshSlot(suite.database.db, suite.catalog, 5);
    const order = await orderOf(
      await buy(suite.app, [ticket(slot.datetime, 1), { type: 'voucherCode', barcode: code }]),
    );
    expect(await usedAmount(suite.database.db, code)).toBe(1000);
    const res = await cancel(order.id, { idempotencyKey: key() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'refunded', refunded: 1400 });
    expect(await usedAmount(suite.database.db, code)).toBe(0);
    expect(await refundsAtProvider(order.id)).toEqual([400]);
    // The e-mail names the code that got its amount back by its last four characters only.
    const [mail] = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.id))
      .orderBy(desc(emailOutbox.id));
    const masked = maskedVoucherCode(code);
    expect(masked.endsWith(code.slice(-4))).toBe(true);
    expect(mail?.text).toContain(
      serverT('en', 'mail')('cancelVoucherCode', { amount: formatMoney(1000, 'en'), code: masked }),
    );
    expect(mail?.text).not.toContain(code);
    expect(mail?.html).not.toContain(code);
  });

  it('cancels an unpaid order and gives its hold back; a booked one is not unpaid', async () => {
    const sales = await signedIn(suite.app, suite.database.db, config, clock, 'sales');
    const slot = await freshSlot(suite.database.db, suite.catalog, 5);
    const started = await initPayment(suite.app, [ticket(slot.datetime, 2)], {
      token: await guestToken(suite.app),
    });
    const token = new URL(started.json().data).pathname.split('/').pop() ?? '';
    const [row] = await suite.database.db
      .select({ id: payments.orderId })
      .from(payments)
      .where(eq(payments.providerRef, token));
    const id = row?.id ?? 0;
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 2 });
    const res = await adminCall(suite.app, 'POST', `orders/${id}/cancel-unpaid`, {
      agent: sales,
      body: { idempotencyKey: key() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    const booked = await orderOf(await buy(suite.app, [ticket(slot.datetime, 1)]));
    const refused = await adminCall(suite.app, 'POST', `orders/${booked.id}/cancel-unpaid`, {
      agent: sales,
      body: { idempotencyKey: key() },
    });
    expect(refused.statusCode).toBe(409);
  });
});
