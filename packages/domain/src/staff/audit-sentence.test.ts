import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTION_KINDS,
  AUDIT_ACTION_KIND_NAMES,
  auditActionsOf,
  auditActor,
  auditSentence,
  type AuditSentenceEntry,
} from './audit-sentence';
import { formatMoney } from '../money/format';

function entry(overrides: Partial<AuditSentenceEntry>): AuditSentenceEntry {
  return {
    actor: 'anna@museum.example',
    actorName: 'Anna',
    action: 'order.cancel',
    targetType: 'order',
    targetId: '2026-000213',
    before: null,
    after: null,
    ...overrides,
  };
}

const en = { language: 'en' };

describe('auditSentence', () => {
  it('names the actor by name, else by e-mail; the command line and the server by kind', () => {
    expect(auditActor({ actor: 'anna@museum.example', actorName: 'Anna' })).toEqual({
      kind: 'staff',
      name: 'Anna',
    });
    expect(auditActor({ actor: 'anna@museum.example', actorName: null })).toEqual({
      kind: 'staff',
      name: 'anna@museum.example',
    });
    expect(auditActor({ actor: 'cli' })).toEqual({ kind: 'cli' });
    expect(auditActor({ actor: 'system', actorName: null })).toEqual({ kind: 'system' });
  });

  it('reads a cancellation with and without a refund, money in the reader’s language', () => {
    const after = { status: 'refunded', lines: [{ id: 1, cancelled: true }], refunded: 900 };
    expect(auditSentence(entry({ after }), en)).toEqual({
      key: 'orderCancelRefund',
      actor: { kind: 'staff', name: 'Anna' },
      values: { order: '2026-000213', amount: '€9.00' },
    });
    expect(auditSentence(entry({ after }), { language: 'de' }).values.amount).toBe('9,00\u00a0€');
    expect(auditSentence(entry({ after: { ...after, refunded: 0 } }), en)).toMatchObject({
      key: 'orderCancel',
      values: { order: '2026-000213' },
    });
    expect(
      auditSentence(entry({ action: 'order.cancelLines', after: { refunded: 1250 } }), en),
    ).toMatchObject({ key: 'orderCancelLinesRefund', values: { amount: '€12.50' } });
    expect(auditSentence(entry({ action: 'order.cancelUnpaid' }), en).key).toBe(
      'orderCancelUnpaid',
    );
  });

  it('reads a moved booking with its old and new start, and what it paid back', () => {
    const moved = entry({
      action: 'order.move',
      before: { itemIndex: 0, start: '2026-12-01T14:00' },
      after: { itemIndex: 0, booking: 'Timed entry', start: '2026-12-01T15:30', refunded: 0 },
    });
    expect(auditSentence(moved, en)).toEqual({
      key: 'orderMove',
      actor: { kind: 'staff', name: 'Anna' },
      values: {
        order: '2026-000213',
        booking: 'Timed entry',
        from: '2026-12-01 14:00',
        to: '2026-12-01 15:30',
      },
    });
    expect(
      auditSentence({ ...moved, after: { ...(moved.after as object), refunded: 500 } }, en),
    ).toMatchObject({ key: 'orderMoveRefund', values: { amount: '€5.00' } });
  });

  it('reads a free entry booked at the desk for an annual pass, named by its last group', () => {
    expect(
      auditSentence(
        entry({
          action: 'desk.passEntry',
          targetId: '2026-000300',
          after: { pass: '…7KQZ', datetime: '2026-12-05T10:30' },
        }),
        en,
      ),
    ).toMatchObject({
      key: 'deskPassEntry',
      values: { order: '2026-000300', pass: '…7KQZ', start: '2026-12-05 10:30' },
    });
  });

  it('keeps the staff member’s reason of a refund in the sentence', () => {
    expect(
      auditSentence(entry({ after: { refunded: 900, reason: 'visitor ill' } }), en),
    ).toMatchObject({
      key: 'orderCancelRefundReason',
      values: { order: '2026-000213', amount: '€9.00', reason: 'visitor ill' },
    });
  });

  it('reads stopped sales, bulk slot changes and cancelled or messaged dates', () => {
    const event = { targetType: 'event', targetId: '3' };
    expect(
      auditSentence(
        entry({ ...event, action: 'catalog.slots.stop', after: { slots: ['a', 'b'] } }),
        en,
      ),
    ).toMatchObject({ key: 'slotsStop', values: { count: '2', event: '#3' } });
    expect(
      auditSentence(
        entry({
          ...event,
          action: 'catalog.slots.capacity',
          after: { slots: ['a'], capacity: 25 },
        }),
        en,
      ).values,
    ).toEqual({ count: '1', event: '#3', to: '25' });
    expect(
      auditSentence(entry({ ...event, action: 'catalog.sales.stop', after: { date: null } }), en)
        .key,
    ).toBe('salesStop');
    expect(
      auditSentence(
        entry({ ...event, action: 'catalog.sales.open', after: { date: '2026-12-01' } }),
        en,
      ),
    ).toMatchObject({ key: 'salesOpenDate', values: { event: '#3', date: '2026-12-01' } });
    expect(
      auditSentence(entry({ ...event, action: 'closure.cancel', after: { orders: 12 } }), en),
    ).toMatchObject({ key: 'closureCancel', values: { event: '#3', orders: '12' } });
    expect(AUDIT_ACTION_KINDS.closures).toContain('closure.message');
  });

  it('reads stopped sales and cancelled or messaged starts of a tour as the tour’s', () => {
    const tour = { targetType: 'tour', targetId: '5' };
    expect(
      auditSentence(
        entry({ ...tour, action: 'catalog.sales.stop', after: { date: null, starts: null } }),
        en,
      ),
    ).toMatchObject({ key: 'tourSalesStop', values: { tour: '#5' } });
    expect(
      auditSentence(
        entry({
          ...tour,
          action: 'catalog.sales.open',
          after: { date: '2026-12-01', starts: null },
        }),
        en,
      ),
    ).toMatchObject({ key: 'tourSalesOpenDate', values: { tour: '#5', date: '2026-12-01' } });
    expect(
      auditSentence(
        entry({
          ...tour,
          action: 'catalog.sales.stop',
          after: { date: null, starts: ['2026-12-01T10:00', '2026-12-01T14:00'] },
        }),
        en,
      ),
    ).toMatchObject({ key: 'tourStartsStop', values: { count: '2', tour: '#5' } });
    expect(
      auditSentence(entry({ ...tour, action: 'closure.message', after: { orders: 3 } }), en),
    ).toMatchObject({ key: 'closureMessageTour', values: { tour: '#5', orders: '3' } });
  });

  it('reads a refused refund with its reason, and without one', () => {
    const refused = entry({
      action: 'order.refundRefused',
      actor: 'system',
      actorName: null,
      after: { purpose: 'cancel', lines: [1], amount: 900, reason: 'visitor ill' },
    });
    expect(auditSentence(refused, en)).toEqual({
      key: 'orderRefundRefused',
      actor: { kind: 'system' },
      values: { order: '2026-000213', amount: '€9.00', reason: 'visitor ill' },
    });
    expect(auditSentence({ ...refused, after: { amount: 900, reason: null } }, en).key).toBe(
      'orderRefundRefusedNoReason',
    );
  });

  it('reads a person taken out of a waiting line by the entry and its places, never an e-mail', () => {
    const removed = entry({
      action: 'waitingList.remove',
      targetType: 'waitingListEntry',
      targetId: '12',
      before: { state: 'offered', wanted: 2, capacityId: 7 },
      after: { state: 'left' },
    });
    expect(auditSentence(removed, en)).toEqual({
      key: 'waitingListRemove',
      actor: { kind: 'staff', name: 'Anna' },
      values: { entry: '#12', places: '2' },
    });
  });

  it('reads the till’s shifts and stornos by the till, the drawer’s amounts and the numbers', () => {
    const closed = entry({
      action: 'till.shiftClosed',
      targetType: 'tillShift',
      targetId: '3',
      after: { till: 'till-1', counted: 15_000, expected: 15_050, difference: -50 },
    });
    expect(auditSentence(closed, en)).toEqual({
      key: 'tillShiftClosed',
      actor: { kind: 'staff', name: 'Anna' },
      values: {
        till: 'till-1',
        counted: formatMoney(15_000, 'en'),
        expected: formatMoney(15_050, 'en'),
        difference: formatMoney(-50, 'en'),
      },
    });
    const closedFor = entry({
      action: 'till.shiftClosed',
      targetType: 'tillShift',
      targetId: '4',
      after: {
        till: 'till-2',
        counted: 0,
        expected: 0,
        difference: 0,
        cashier: 'Ben',
        closedFor: true,
      },
    });
    expect(auditSentence(closedFor, en)).toMatchObject({
      key: 'tillShiftClosedFor',
      values: { till: 'till-2', cashier: 'Ben' },
    });
    const storno = entry({
      action: 'till.storno',
      targetType: 'tillTransaction',
      targetId: '9',
      after: { till: 'till-1', number: 41, storno: 42 },
    });
    expect(auditSentence(storno, en).values).toEqual({
      till: 'till-1',
      number: '41',
      storno: '42',
    });
    expect(auditActionsOf('till')).toContain('till.shiftOpened');
  });

  it('reads a slot’s capacity change from its start and the two capacities', () => {
    const sentence = auditSentence(
      entry({
        action: 'catalog.slot.capacity',
        actorName: 'Ben',
        targetType: 'event_slot',
        targetId: '41',
        before: { id: 41, startsAt: '2026-12-01T10:00', capacity: 20, sold: 3, held: 0 },
        after: { id: 41, startsAt: '2026-12-01T10:00', capacity: 30, sold: 3, held: 0 },
      }),
      en,
    );
    expect(sentence).toEqual({
      key: 'slotCapacity',
      actor: { kind: 'staff', name: 'Ben' },
      values: { slot: '2026-12-01 10:00', from: '20', to: '30' },
    });
  });

  it('names catalog items in the reader’s language, else by id', () => {
    const event = entry({
      action: 'catalog.event.update',
      targetType: 'event',
      targetId: '3',
      after: { name: { de: 'Nachtführung', en: 'Night tour' } },
    });
    expect(auditSentence(event, en).values).toEqual({ name: 'Night tour' });
    expect(auditSentence(event, { language: 'de' }).values).toEqual({ name: 'Nachtführung' });
    expect(auditSentence(event, { language: 'sv' }).values).toEqual({ name: 'Night tour' });
    expect(auditSentence({ ...event, after: null }, en).values).toEqual({ name: '#3' });
  });

  it('reads staff changes with roles and languages to be named by the reader', () => {
    const created = entry({
      action: 'staff.create',
      actor: 'cli',
      actorName: null,
      targetType: 'staff',
      targetId: '9',
      after: { id: 9, email: 'x@y.example', name: 'X', role: 'manager', active: true },
    });
    expect(auditSentence(created, en)).toEqual({
      key: 'staffCreate',
      actor: { kind: 'cli' },
      values: { email: 'x@y.example', role: { kind: 'role', role: 'manager' } },
    });
    const before = { id: 9, email: 'x@y.example', name: 'X', role: 'manager', active: true };
    const update = (after: object) =>
      auditSentence(entry({ action: 'staff.update', targetType: 'staff', before, after }), en);
    expect(update({ ...before, role: 'sales' })).toMatchObject({
      key: 'staffRole',
      values: {
        member: 'X',
        from: { kind: 'role', role: 'manager' },
        to: { kind: 'role', role: 'sales' },
      },
    });
    expect(update({ ...before, active: false }).key).toBe('staffDisable');
    expect(update({ ...before, active: true }).key).toBe('staffUpdate');
    expect(
      auditSentence(entry({ action: 'staff.passwordLink', targetType: 'staff', targetId: '9' }), {
        language: 'en',
        staffName: (id) => (id === 9 ? 'X' : undefined),
      }).values,
    ).toEqual({ member: 'X' });
    expect(
      auditSentence(
        entry({ action: 'staff.language', before: { language: 'de' }, after: { language: 'sv' } }),
        en,
      ).values,
    ).toEqual({
      from: { kind: 'language', language: 'de' },
      to: { kind: 'language', language: 'sv' },
    });
    expect(
      auditSentence(entry({ action: 'settings.requireTotp', after: { requireTotp: true } }), en)
        .key,
    ).toBe('requireTotpOn');
    expect(
      auditSentence(entry({ action: 'session.login', after: { with: 'recoveryCode' } }), en).key,
    ).toBe('loginRecoveryCode');
  });

  it('gives every action of every kind a sentence of its own, even without before and after', () => {
    for (const actions of Object.values(AUDIT_ACTION_KINDS)) {
      for (const action of actions) {
        const sentence = auditSentence(entry({ action, before: null, after: null }), en);
        expect(sentence.key, action).not.toBe('other');
        for (const value of Object.values(sentence.values)) {
          expect(JSON.stringify(value), action).not.toMatch(/undefined|null|\{"/u);
        }
      }
    }
  });

  it('names the catalog item an image was set on by its kind, for the reader to name', () => {
    expect(
      auditSentence(
        entry({
          action: 'image.attach',
          targetType: 'event',
          targetId: '12',
          before: { imageId: null },
          after: { imageId: 3 },
        }),
        en,
      ).values,
    ).toEqual({ image: '#3', target: { kind: 'item', item: 'event', id: '#12' } });
    expect(
      auditSentence(
        entry({
          action: 'image.detach',
          targetType: 'poster',
          targetId: '2',
          before: { imageId: 3 },
        }),
        en,
      ).values,
    ).toEqual({ image: '#3', target: 'poster 2' });
  });

  it('reads an unknown action as a generic sentence of the action and its target', () => {
    expect(
      auditSentence(
        entry({ action: 'closure.add', targetType: 'closure', targetId: '4', after: { a: 1 } }),
        en,
      ),
    ).toEqual({
      key: 'other',
      actor: { kind: 'staff', name: 'Anna' },
      values: { action: 'closure.add', target: 'closure 4' },
    });
    expect(
      auditSentence(entry({ action: 'x.y', targetType: 'settings', targetId: null }), en).values,
    ).toEqual({ action: 'x.y', target: 'settings' });
  });

  it('puts every kind in exactly one group', () => {
    const grouped = Object.values(AUDIT_ACTION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...AUDIT_ACTION_KIND_NAMES].sort());
  });
});
