/**
 * The audit log's filters as the owner uses them: by staff account, by kind of action and by the
 * day of the change in the venue's time zone (Europe/Berlin in the test configuration), paged; the
 * actor's staff name comes with each entry; refused filters answer 422 in the error shape.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { staffSuite } from './staff.fixtures';
import { addStaffMember } from './staff.command';
import { audit } from './audit.service';
import { CLI_ACTOR } from './staff.deps';

const PASSWORD = 'correct horse battery';
let sequence = 0;

describe.each(testDatabaseKinds())('the audit log’s filters on $name', ({ open }) => {
  const s = staffSuite(open);

  async function account(name: string, role: 'owner' | 'manager') {
    sequence += 1;
    const email = `audit-${role}${sequence}@museum.example`;
    const added = await addStaffMember(s.database.db, s.config, { email, role, name }, s.clock);
    if (!added.ok) throw new Error(added.failure.code);
    const token = added.value.setPasswordUrl.split('/').pop() ?? '';
    const set = await s.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      payload: { token, password: PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    const login = await s.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: `10.9.0.${sequence}`,
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const me = login.json().data.me;
    return {
      id: me.staff.id as number,
      email,
      cookie: String(login.headers['set-cookie']).split(';')[0] ?? '',
    };
  }

  it('filters by staff account, kind of action and venue day, and pages what it found', async () => {
    const owner = await account('Olga', 'owner');
    const ben = await account('Ben', 'manager');
    const db = s.database.db;
    const olga = { id: owner.id, email: owner.email };
    // 23:30 on 1 March in Berlin, then 00:30 on 2 March.
    await audit(
      db,
      olga,
      new Date('2031-03-01T22:30:00Z'),
      'catalog.slot.capacity',
      { type: 'event_slot', id: 5 },
      { capacity: 20 },
      { capacity: 30 },
    );
    await audit(
      db,
      olga,
      new Date('2031-03-01T23:30:00Z'),
      'order.cancel',
      { type: 'order', id: '2031-000001' },
      { status: 'paid' },
      { status: 'refunded' },
    );
    await audit(
      db,
      { id: ben.id, email: ben.email },
      new Date('2031-03-02T10:00:00Z'),
      'catalog.slot.remove',
      { type: 'event_slot', id: 6 },
      { startsAt: '2031-03-09T10:00' },
      null,
    );
    await audit(
      db,
      CLI_ACTOR,
      new Date('2031-03-03T10:00:00Z'),
      'staff.create',
      { type: 'staff', id: ben.id },
      null,
      { email: ben.email },
    );

    async function log(query: string) {
      const response = await s.app.inject({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as {
        entries: { action: string; actor: string; actorName: string | null; at: string }[];
        total: number;
      };
    }
    const actions = (page: { entries: { action: string }[] }) =>
      page.entries.map((entry) => entry.action);

    const march = 'from=2031-03-01&to=2031-03-31';
    expect(actions(await log(march))).toEqual([
      'staff.create',
      'catalog.slot.remove',
      'order.cancel',
      'catalog.slot.capacity',
    ]);
    // The actor's staff name; the command line has none.
    const all = await log(march);
    expect(all.entries.map((entry) => [entry.actor, entry.actorName])).toEqual([
      ['cli', null],
      [ben.email, 'Ben'],
      [owner.email, 'Olga'],
      [owner.email, 'Olga'],
    ]);
    expect(actions(await log(`${march}&actorId=${owner.id}`))).toEqual([
      'order.cancel',
      'catalog.slot.capacity',
    ]);
    expect(actions(await log(`${march}&kind=eventSlots`))).toEqual([
      'catalog.slot.remove',
      'catalog.slot.capacity',
    ]);
    expect(actions(await log(`${march}&kind=eventSlots&actorId=${ben.id}`))).toEqual([
      'catalog.slot.remove',
    ]);
    // Days are the venue's: 00:30 on 2 March in Berlin is 23:30 on 1 March in UTC.
    expect(actions(await log('from=2031-03-02&to=2031-03-02'))).toEqual([
      'catalog.slot.remove',
      'order.cancel',
    ]);
    expect(actions(await log('from=2031-03-03'))).toEqual(['staff.create']);
    expect(actions(await log('to=2031-03-01&kind=eventSlots'))).toEqual(['catalog.slot.capacity']);
    // Paging counts only what the filters found.
    const second = await log(`${march}&kind=eventSlots&page=2&pageSize=1`);
    expect(second.total).toBe(2);
    expect(actions(second)).toEqual(['catalog.slot.capacity']);
    expect((await log(`${march}&kind=orderCancel&actorId=${ben.id}`)).total).toBe(0);

    for (const query of [
      'kind=bogus',
      'actorId=abc',
      'actorId=0',
      'from=2031-02-30',
      'from=yesterday',
      'from=2031-03-02&to=2031-03-01',
    ]) {
      const response = await s.app.inject({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: expect.any(String),
      });
    }
  });
});
