/**
 * A confirmation sent again after some lines were cancelled lists only the lines still valid, with
 * their total and VAT; before any cancellation it is the order as booked.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { composeQueuedMail } from '../../testing/outbox';
import { freshSlot } from '../checkout/testing';
import { adminCall, buy, key, useOrdersSuite } from '../orders/testing';

describe.each(testDatabaseKinds())('a confirmation sent again on $name', ({ open }) => {
  const suite = useOrdersSuite(open);

  async function resentText(orderId: number): Promise<string> {
    const res = await adminCall(suite.app, 'POST', `orders/${orderId}/resend`, {
      agent: suite.manager,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    await composeQueuedMail({
      db: suite.database.db,
      clock: suite.clock,
      config: suite.config,
    });
    const [mail] = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .orderBy(desc(emailOutbox.id));
    return mail?.text ?? '';
  }

  it('lists only the valid lines after a partial cancellation', async () => {
    const first = await freshSlot(suite.database.db, suite.catalog, 10);
    const second = await freshSlot(suite.database.db, suite.catalog, 10);
    const token = await buy(suite.app, [
      suite.ticket(first.datetime, 1),
      suite.ticket(second.datetime, 3),
    ]);
    const order = await suite.orderOf(token);
    const booked = await resentText(order.id);
    expect(booked).toContain('1 × ');
    expect(booked).toContain('3 × ');
    expect(booked).toContain('€56.00');

    const detail = await suite.detail(order.id);
    const three = detail.lines.find((line) => line.count === 3);
    if (!three) throw new Error('no line of three');
    const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), lineIds: [three.id] },
    });
    expect(cancelled.statusCode).toBe(200);

    const after = await resentText(order.id);
    expect(after).toContain('1 × ');
    expect(after).not.toContain('3 × ');
    expect(after).toContain('€14.00');
    expect(after).not.toContain('€56.00');
  });
});
