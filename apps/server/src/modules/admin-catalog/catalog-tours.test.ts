/**
 * The tour editor over HTTP on a real database: roles, the catalog file's
 * validation per field, tours with tickets, a price list and questions of the six types that the
 * shop shows at once, schedules one by one and from a rule, removal only of unbooked schedules, and
 * a hidden tour whose paid order stays readable.
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { staffAuditLog } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, buy, signedIn, type Agent } from '../orders/testing';

const options = (de: string[], da: string[]) =>
  de.map((text, i) => ({ text: { de: text, da: da[i] } }));

const walk = {
  name: { de: 'Altstadtführung', da: 'Byvandring i den gamle bydel' },
  eventName: { de: 'Rundgang' },
  description: { de: 'Durch die Gassen', da: 'Gennem gyderne' },
  language: 'de',
  maxParticipants: 20,
  minParticipants: 2,
  durationMinutes: 90,
  tickets: [
    { name: { de: 'Erwachsene', da: 'Voksne' }, price: 1200, vatValue: 7 },
    { name: { de: 'Kinder', da: 'Børn' }, price: 600, vatValue: 7 },
  ],
  prices: [{ name: { de: 'Schulklasse', da: 'Skoleklasse' }, price: 9000, vatValue: 7 }],
  questions: [
    {
      text: { de: 'Rollstuhl?', da: 'Kørestol?' },
      type: 'radio',
      mandatory: true,
      options: options(['Ja', 'Nein'], ['Ja', 'Nej']),
    },
    {
      text: { de: 'Treffpunkt', da: 'Mødested' },
      type: 'select',
      options: options(['Tor'], ['Port']),
    },
    {
      text: { de: 'Interessen', da: 'Interesser' },
      type: 'checkbox',
      options: options(['Kunst'], ['Kunst']),
    },
    { text: { de: 'Name der Gruppe', da: 'Gruppens navn' }, type: 'text' },
    { text: { de: 'Hinweise', da: 'Bemærkninger' }, type: 'textarea' },
    { text: { de: 'Alter', da: 'Alder' }, type: 'number' },
  ],
};

describe.each(testDatabaseKinds())('the tour editor on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let agents: Record<'owner' | 'manager' | 'sales', Agent>;
  const clock = movableClock();
  const config = demoConfig();

  function call(method: 'GET' | 'POST' | 'PUT', url: string, agent: Agent, body?: object) {
    return app.inject({
      method,
      url: `/api/admin/catalog/${url}`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf },
      ...(body ? { payload: body } : {}),
    });
  }

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    agents = {
      owner: await signedIn(app, database.db, config, clock, 'owner'),
      manager: await signedIn(app, database.db, config, clock, 'manager'),
      sales: await signedIn(app, database.db, config, clock, 'sales'),
    };
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function created(body: object = walk) {
    const answer = await call('POST', 'tours', agents.manager, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  }

  async function lastAudit() {
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    return entry;
  }

  it('lets managers and owners in, and not sales', async () => {
    expect((await call('GET', 'tours', agents.manager)).statusCode).toBe(200);
    expect((await call('GET', 'tours', agents.owner)).statusCode).toBe(200);
    expect((await call('GET', 'tours', agents.sales)).statusCode).toBe(403);
    expect((await call('POST', 'tours', agents.sales, walk)).statusCode).toBe(403);
  });

  it('creates a tour with questions of the six types that the shop shows at once, in Danish', async () => {
    const tour = await created();
    expect(tour.tour.questions.map((q: { type: string }) => q.type)).toEqual([
      'radio',
      'select',
      'checkbox',
      'text',
      'textarea',
      'number',
    ]);
    expect(tour.tour.questions[0].options.map((o: { text: object }) => o.text)).toEqual([
      { de: 'Ja', da: 'Ja' },
      { de: 'Nein', da: 'Nej' },
    ]);
    expect(tour.tour.prices).toMatchObject([{ price: 9000, name: { da: 'Skoleklasse' } }]);
    expect(tour.tour).toMatchObject({ maxParticipants: 20, minParticipants: 2, language: 'de' });
    const shop = await app.inject({ method: 'GET', url: '/api/da/tour/select/event' });
    expect(shop.body).toContain('Byvandring i den gamle bydel');
    const list = await call('GET', 'tours', agents.manager);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id: tour.id, active: true, slots: 0 }),
    );
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.tour.create',
      targetId: String(tour.id),
    });
  });

  it('refuses an invalid tour with the catalog file’s messages per field', async () => {
    const answer = await call('POST', 'tours', agents.manager, {
      name: { de: ' ' },
      language: 'Deutsch',
      maxParticipants: 5,
      tickets: [{ name: 'Kind', price: -5 }],
      questions: [
        { text: 'Rollstuhl?', type: 'radio' },
        { text: 'Alter', type: 'number', options: [{ text: '1' }] },
        { text: 'Farbe', type: 'color' },
      ],
    });
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.errors).toMatchObject({
      name: 'needs a text in at least one language',
      language: 'a language code such as de',
      'tickets.0.price': 'expected cents (a whole number, 0 or more)',
      'questions.0.options': 'a radio question needs options',
      'questions.1.options': 'a number question has no options',
      'questions.2.type': 'expected radio, select, checkbox, text, textarea or number',
    });
    const limits = await call('POST', 'tours', agents.manager, {
      ...walk,
      minParticipants: 30,
      bookCompleteTour: true,
      prices: [],
      lastDate: '2026-01-01',
      firstDate: '2026-02-01',
    });
    expect(limits.statusCode).toBe(422);
    expect(limits.json().errors).toEqual({
      minParticipants: 'exceeds maxParticipants',
      prices: 'booking complete tours needs a price list',
      lastDate: 'is before firstDate',
    });
    const unknownVenue = await call('POST', 'tours', agents.manager, { ...walk, venue: 999_999 });
    expect(unknownVenue.statusCode).toBe(422);
    expect(unknownVenue.json().errors).toEqual({ venue: 'does not exist' });
  });

  it('updates texts, prices, questions and limits, refusing items of another tour', async () => {
    const tour = await created();
    const other = await created();
    const [adult] = tour.tour.tickets;
    const [wheelchair] = tour.tour.questions;
    const saved = await call('PUT', `tours/${tour.id}`, agents.manager, {
      ...walk,
      name: { ...walk.name, en: 'Old town walk' },
      maxParticipants: 12,
      tickets: [{ ...walk.tickets[0], id: adult.id, price: 1400 }],
      prices: [],
      questions: [
        { ...wheelchair, options: [...wheelchair.options, { text: { de: 'Vielleicht' } }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data.tour.name.en).toBe('Old town walk');
    expect(data.tour.maxParticipants).toBe(12);
    expect(data.tour.tickets).toMatchObject([{ id: adult.id, price: 1400 }]);
    expect(data.tour.prices).toEqual([]);
    expect(data.tour.questions).toHaveLength(1);
    expect(data.tour.questions[0].id).toBe(wheelchair.id);
    expect(data.tour.questions[0].options.map((o: { text: { de: string } }) => o.text.de)).toEqual([
      'Ja',
      'Nein',
      'Vielleicht',
    ]);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'catalog.tour.update' });
    expect(audit?.before).toMatchObject({ maxParticipants: 20 });
    expect(audit?.after).toMatchObject({ maxParticipants: 12 });
    const foreign = await call('PUT', `tours/${tour.id}`, agents.manager, {
      ...walk,
      tickets: [{ ...walk.tickets[0], id: other.tour.tickets[0].id }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'tickets.0.id': 'is not a ticket of this tour' });
    expect((await call('PUT', 'tours/999999', agents.manager, walk)).statusCode).toBe(404);
  });

  it('adds schedules one by one and from a rule, keeping the ones that exist', async () => {
    const tour = await created();
    const rule = {
      dates: { from: '2026-12-01', to: '2026-12-07' },
      weekdays: ['sat', 'sun'],
      times: ['11:00', '15:00'],
      participants: { capacity: 20 },
    };
    const preview = await call('POST', `tours/${tour.id}/slots/preview`, agents.manager, rule);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      slots: ['2026-12-05T11:00', '2026-12-05T15:00', '2026-12-06T11:00', '2026-12-06T15:00'],
      existing: 0,
      timeZone: 'Europe/Berlin',
    });
    const single = await call('POST', `tours/${tour.id}/slots`, agents.manager, {
      startsAt: '2026-12-05T11:00',
      participants: { capacity: 8 },
      tours: { capacity: 2 },
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().data.slots).toHaveLength(1);
    const bulk = await call('POST', `tours/${tour.id}/slots`, agents.manager, rule);
    expect(bulk.statusCode, bulk.body).toBe(200);
    const slots = bulk.json().data.slots;
    expect(slots).toHaveLength(4);
    expect(slots[0]).toMatchObject({
      startsAt: '2026-12-05T11:00',
      participants: { capacity: 8, sold: 0, held: 0 },
      tours: { capacity: 2 },
    });
    expect(slots[1]).toMatchObject({
      startsAt: '2026-12-05T15:00',
      participants: { capacity: 20 },
    });
    expect(await lastAudit()).toMatchObject({ action: 'catalog.tourSlots.add' });
    const calendar = await app.inject({
      method: 'GET',
      url: `/api/da/tour?tour=${tour.id}&date=2026-12-06`,
    });
    expect(calendar.body).toContain('15:00');
    const bad = await call('POST', `tours/${tour.id}/slots`, agents.manager, {
      startsAt: '2026-12-05T11:00',
      dates: { from: '2026-12-01', to: '2026-12-02' },
      participants: { capacity: -1, sold: 3 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'dates',
      'participants.capacity',
      'participants.sold',
    ]);
    const removed = await call('POST', `tour-slots/${slots[3].id}/remove`, agents.manager);
    expect(removed.statusCode).toBe(200);
    const after = await call('GET', `tours/${tour.id}`, agents.manager);
    expect(after.json().data.slots).toHaveLength(3);
  });

  it('refuses to remove a booked schedule and keeps a paid order readable when the tour is hidden', async () => {
    const tour = await created();
    const added = await call('POST', `tours/${tour.id}/slots`, agents.manager, {
      startsAt: '2026-12-12T10:00',
      participants: { capacity: 10 },
    });
    const [slot] = added.json().data.slots;
    const [wheelchair] = tour.tour.questions;
    await buy(app, [
      {
        type: 'guidedTour',
        tourId: tour.id,
        datetime: '2026-12-12T10:00',
        answers: {
          [String(wheelchair.id)]: {
            qId: wheelchair.id,
            type: 'radio',
            value: wheelchair.options[1].id,
          },
        },
        prices: [{ id: tour.tour.prices[0].id, count: 2 }],
        tickets: [{ id: tour.tour.tickets[0].id, count: 2 }],
      },
    ]);
    const removed = await call('POST', `tour-slots/${slot.id}/remove`, agents.manager);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toBe('SLOT_IN_USE');
    const hidden = await call('PUT', `tours/${tour.id}`, agents.owner, {
      ...tour.tour,
      active: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    // Ending its ticket and price list too: the paid order keeps its own lines.
    const ended = await call('PUT', `tours/${tour.id}`, agents.owner, {
      ...tour.tour,
      active: false,
      tickets: [],
      prices: [],
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const shop = await app.inject({ method: 'GET', url: '/api/de/tour/select/event' });
    expect(shop.json().data.map((t: { id: number }) => t.id)).not.toContain(tour.id);
    const found = await adminCall(app, 'GET', 'orders', {
      agent: agents.owner,
      query: { product: 'Altstadt' },
    });
    const orderId: number | undefined = found.json().data.orders[0]?.id;
    expect(orderId).toBeDefined();
    const order = await adminCall(app, 'GET', `orders/${orderId}`, { agent: agents.owner });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.body).toContain('Altstadtführung');
    expect(order.json().data.lines).toHaveLength(2);
  });
});
