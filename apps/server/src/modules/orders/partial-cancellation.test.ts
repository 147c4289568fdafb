/**
 * Cancelling part of a line's count in the back office ("1 of 2 adults"), on PGlite and on
 * PostgreSQL: the part is split off and paid back exactly, its credit note covers it, one place
 * goes back on sale, its barcode is refused at the door while the other admits, a replay does not
 * split again, concurrent cancellations leave consistent counts, and used tickets stay.
 */
import { and, eq } from 'drizzle-orm';
import { formatMoney, type Language } from '@foyer/domain';
import type { OrderDetail } from '@foyer/domain/admin-contract';
import { describe, expect, it } from 'vitest';
import { orderCapacityUses, payments, ticketScans, voucherCodes } from '../../db/schema';
import { pdfToText } from '../../testing/documents';
import { testDatabaseKinds } from '../../testing/databases';
import { counters, freshCode, freshDay, freshSlot, freshTourSlot } from '../checkout/testing';
import { adminCall, buy, key, scanAtDoor } from './admin-orders.fixtures';
import { useOrdersSuite } from './orders-suite.fixtures';

describe.each(testDatabaseKinds())('cancelling part of a line on $name', ({ open }) => {
  const suite = useOrdersSuite(open);
  const { ticket, orderOf, detail } = suite;

  function cancel(id: number, body: object) {
    return adminCall(suite.app, 'POST', `orders/${id}/cancel`, { agent: suite.manager, body });
  }
  const scan = (barcode: string) => scanAtDoor(suite.app, suite.manager, barcode);

  async function refundsAtProvider(orderId: number): Promise<number[]> {
    const [row] = await suite.database.db
      .select({ details: payments.details })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    return ((row?.details.refunds ?? []) as { amount: number }[]).map((refund) => refund.amount);
  }

  /** Units of the order's valid and cancelled lines (voucher-code lines left out). */
  function units(order: OrderDetail) {
    const lines = order.lines.filter((line) => line.type !== 'voucherCode');
    const sum = (cancelled: boolean) =>
      lines
        .filter((line) => (line.cancelledAt !== null) === cancelled)
        .reduce((total, line) => total + line.count, 0);
    return { valid: sum(false), cancelled: sum(true) };
  }

  it('cancels 1 of 2 adults: refunds the part, one place back, its barcode refused, a credit note', async () => {
    // A voucher code spent elsewhere says nothing about this order's tickets.
    const spent = await freshCode(suite.database.db, 1000);
    await suite.database.db
      .update(voucherCodes)
      .set({ usedAmount: 500 })
      .where(eq(voucherCodes.barcode, spent));
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 2)]));
    const before = await detail(order.id);
    const [line] = before.lines;
    if (!line) throw new Error('no line');
    expect(before.refundIfCancelled.partial).toEqual([
      { lineId: line.id, amounts: [{ count: 1, amount: 1400 }] },
    ]);
    expect(before.tickets).toHaveLength(2);

    const res = await cancel(order.id, {
      idempotencyKey: key(),
      quantities: [{ lineId: line.id, count: 1 }],
      reason: 'one visitor ill',
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data as OrderDetail;
    expect(after).toMatchObject({ status: 'partlyRefunded', refunded: 1400 });
    expect(await refundsAtProvider(order.id)).toEqual([1400]);
    const kept = after.lines.find((row) => row.id === line.id);
    const part = after.lines.find((row) => row.id !== line.id);
    expect(kept).toMatchObject({ count: 1, totalPrice: 1400, cancelledAt: null });
    expect(part).toMatchObject({
      count: 1,
      totalPrice: 1400,
      itemIndex: line.itemIndex,
      name: line.name,
      datetime: line.datetime,
      cancelledAt: expect.any(String),
    });
    expect(after.refunds[0]).toMatchObject({ lineIds: [part?.id], amount: 1400, whole: false });
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
    // Each place went back once: the item's use was split into a kept and a returned row.
    const uses = await suite.database.db
      .select()
      .from(orderCapacityUses)
      .where(eq(orderCapacityUses.orderId, order.id));
    expect(uses.map((use) => [use.quantity, use.returnedAt !== null]).sort()).toEqual([
      [1, false],
      [1, true],
    ]);

    const moved = after.tickets.filter((row) => row.lineId === part?.id);
    const staying = after.tickets.filter((row) => row.lineId === line.id);
    expect(moved).toHaveLength(1);
    expect(staying).toHaveLength(1);
    expect(await scan(moved[0]?.barcode ?? '')).toBe('CANCELLED');
    expect(await scan(staying[0]?.barcode ?? '')).not.toBe('CANCELLED');

    const notes = after.invoice.documents.filter((document) => document.kind === 'creditNote');
    expect(notes).toHaveLength(1);
    const pdf = await suite.app.inject({ method: 'GET', url: notes[0]?.url ?? '' });
    expect(pdf.statusCode).toBe(200);
    const text = pdfToText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(formatMoney(-1400, order.language as Language).replace(/\s/g, ' '));
    expect(text).not.toContain(formatMoney(-2800, order.language as Language).replace(/\s/g, ' '));

    // The rest of the line can be cancelled afterwards; the last place goes back too.
    const rest = await cancel(order.id, { idempotencyKey: key(), lineIds: [line.id] });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded: 2800 });
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
  });

  it('lowers a shared barcode instead of moving it: a day ticket on one barcode, a tour booking', async () => {
    const day = await freshDay(suite.database.db, suite.catalog, 10);
    const tour = await freshTourSlot(
      suite.database.db,
      suite.catalog.tours.public,
      suite.catalog,
      10,
    );
    const group = await freshTourSlot(
      suite.database.db,
      suite.catalog.tours.group,
      suite.catalog,
      30,
      3,
    );
    const order = await orderOf(
      await buy(suite.app, [
        {
          type: 'dayTicket',
          id: suite.catalog.events.timed,
          date: day.date,
          dayTickets: [{ id: suite.catalog.tickets.day, count: 3 }],
        },
        {
          type: 'guidedTour',
          tourId: suite.catalog.tours.public,
          datetime: tour.datetime,
          answers: {
            [String(suite.catalog.questions.access)]: {
              qId: suite.catalog.questions.access,
              type: 'radio',
              value: suite.catalog.options.accessNo,
            },
          },
          prices: [],
          tickets: [
            { id: suite.catalog.tourTickets.adult, count: 2 },
            { id: suite.catalog.tourTickets.child, count: 1 },
          ],
        },
        {
          type: 'guidedTour',
          tourId: suite.catalog.tours.group,
          datetime: group.datetime,
          answers: {},
          prices: [{ id: suite.catalog.tourPrices.groupFee, count: 2 }],
          tickets: [{ id: suite.catalog.tourTickets.participant, count: 10 }],
        },
      ]),
    );
    const before = await detail(order.id);
    const dayLine = before.lines.find((line) => line.type === 'dayTicket');
    const adults = before.lines.find((line) => line.type === 'guidedTour' && line.count === 2);
    const fee = before.lines.find((line) => line.name.includes('Group fee'));
    const admitsOf = (order: OrderDetail, kind: string) =>
      order.tickets.filter((row) => row.kind === kind).map((row) => row.admits);
    expect(admitsOf(before, 'dayTicket')).toEqual([3]);
    expect(admitsOf(before, 'guidedTour')).toEqual([3, 10]);
    // A price line of whole tours has no part.
    expect(before.refundIfCancelled.partial.map((entry) => entry.lineId)).not.toContain(fee?.id);
    const whole = await cancel(order.id, {
      idempotencyKey: key(),
      quantities: [{ lineId: fee?.id, count: 1 }],
    });
    expect(whole.json().error).toBe('LINE_NOT_DIVISIBLE');

    const res = await cancel(order.id, {
      idempotencyKey: key(),
      quantities: [
        { lineId: dayLine?.id, count: 1 },
        { lineId: adults?.id, count: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data as OrderDetail;
    expect(admitsOf(after, 'dayTicket')).toEqual([2]);
    expect(admitsOf(after, 'guidedTour')).toEqual([2, 10]);
    // The barcodes stay on the kept lines: nothing of them is refused at the door.
    expect(after.tickets.every((row) => !row.cancelled)).toBe(true);
    expect(after.refunded).toBe(1000 + 1200);
    expect(await counters(suite.database.db, day.capacityId)).toEqual({ sold: 2, held: 0 });
    expect(await counters(suite.database.db, tour.participantsCapacityId)).toEqual({
      sold: 2,
      held: 0,
    });
  });

  it('does not split again when the same idempotency key comes twice', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 3)]));
    const lineId = (await detail(order.id)).lines[0]?.id;
    const body = { idempotencyKey: key(), quantities: [{ lineId, count: 1 }] };
    const first = await cancel(order.id, body);
    const second = await cancel(order.id, body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const after = await detail(order.id);
    expect(after.lines.map((line) => line.count)).toEqual([2, 1]);
    expect(await refundsAtProvider(order.id)).toEqual([1400]);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
  });

  it('leaves consistent counts under concurrent partial cancellations with different keys', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 4)]));
    const lineId = (await detail(order.id)).lines[0]?.id;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        cancel(order.id, { idempotencyKey: key(), quantities: [{ lineId, count: 1 }] }),
      ),
    );
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json().error).toBe('ORDER_BUSY');
    }
    const done = answers.filter((answer) => answer.statusCode === 200).length;
    expect(done).toBeGreaterThanOrEqual(1);
    const after = await detail(order.id);
    expect(units(after)).toEqual({ valid: 4 - done, cancelled: done });
    expect(after.lines.filter((line) => line.cancelledAt !== null)).toHaveLength(done);
    expect(after.refunded).toBe(1400 * done);
    expect(await refundsAtProvider(order.id)).toEqual(Array.from({ length: done }, () => 1400));
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({
      sold: 4 - done,
      held: 0,
    });
    const refused = after.tickets.filter((row) => row.cancelled);
    expect(refused).toHaveLength(done);
    expect(after.tickets).toHaveLength(4);
  });

  it('refuses what it cannot cancel, writing nothing: a count too high, an unknown line, used tickets', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const other = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(
      await buy(suite.app, [ticket(slot.datetime, 2), ticket(other.datetime, 1)]),
    );
    const before = await detail(order.id);
    const [pair, single] = before.lines;
    const refusal = async (quantities: object[]) => {
      const res = await cancel(order.id, { idempotencyKey: key(), quantities });
      expect(res.statusCode).toBe(422);
      return res.json().error as string;
    };
    expect(await refusal([{ lineId: pair?.id, count: 3 }])).toBe('COUNT_TOO_HIGH');
    expect(await refusal([{ lineId: 999_999, count: 1 }])).toBe('LINES_INVALID');
    // A count equal to the line's is the whole line; a single unit has no part.
    expect(before.refundIfCancelled.partial.map((entry) => entry.lineId)).toEqual([pair?.id]);
    // Both barcodes of the pair admitted someone: none of them can be cancelled.
    for (const row of before.tickets.filter((t) => t.lineId === pair?.id)) {
      await suite.database.db
        .insert(ticketScans)
        .values({ issuedTicketId: row.id, result: 'valid', barcode: row.barcode });
    }
    expect(await refusal([{ lineId: pair?.id, count: 1 }])).toBe('TICKETS_USED');
    // Nothing was written: the lines are as they were.
    const after = await detail(order.id);
    expect(after.lines.map((line) => [line.id, line.count])).toEqual([
      [pair?.id, 2],
      [single?.id, 1],
    ]);
    expect(after.refunds).toEqual([]);
    const both = await cancel(order.id, {
      idempotencyKey: key(),
      lineIds: [single?.id],
      quantities: [{ lineId: pair?.id, count: 1 }],
    });
    expect(both.statusCode).toBe(422);
  });
});
