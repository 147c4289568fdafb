/**
 * Desk sales of the last places of a slot race web checkouts (the real
 * initPayment path, each a different guest) at once. Both take the same capacity row with the same
 * conditional update, so sold + held never exceeds the capacity and every request either gets its
 * places or the shop's sold-out refusal. On PostgreSQL the requests run on a pool of connections,
 * truly in parallel; on PGlite they interleave on its one connection.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshSlot,
  guestToken,
  ignoreTeardownTermination,
  initPayment,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, signedIn, type Agent } from '../orders/testing';

const CAPACITY = 8;
const WEB = 10;
const DESK = 4;
/** Places each desk sale wants (a couple at the desk); each web checkout wants one. */
const DESK_PLACES = 2;
const ROUNDS = 3;
const SOLD_OUT = ['TIME_SOLD_OUT', 'TICKET_COUNT_EXCEEDS_SLOT'];

describe.each(testDatabaseKinds())('desk sales racing web checkouts on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let desks: Agent[];
  let guests: string[];
  const clock = movableClock();
  const config = demoConfig();

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    desks = [];
    for (let index = 0; index < DESK; index += 1) {
      desks.push(await signedIn(app, database.db, config, clock, 'sales'));
    }
    guests = [];
    for (let index = 0; index < WEB * ROUNDS; index += 1) guests.push(await guestToken(app));
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function expectPlacesOrSoldOut(answer: LightMyRequestResponse): void {
    if (answer.statusCode === 200) return;
    expect(answer.statusCode).toBe(422);
    expect(SOLD_OUT).toContain(answer.json().error);
  }

  for (let round = 0; round < ROUNDS; round += 1) {
    it(`never oversells the last ${CAPACITY} places (round ${round + 1})`, async () => {
      const slot = await freshSlot(database.db, catalog, CAPACITY);
      const ticket = (count: number) => ({
        type: 'ticket' as const,
        id: catalog.tickets.adult,
        count,
        datetime: slot.datetime,
        subtickets: [],
      });
      const web = guests
        .slice(round * WEB, (round + 1) * WEB)
        .map((token) => initPayment(app, [ticket(1)], { token }));
      const desk = desks.map((agent) =>
        adminCall(app, 'POST', 'desk/sales', {
          agent,
          body: { language: 'en', payment: 'cash', items: [ticket(DESK_PLACES)] },
        }),
      );
      // Interleaved, so that neither side starts first.
      const all = [...web, ...desk];
      const answers = await Promise.all(all);
      const webAnswers = answers.slice(0, WEB);
      const deskAnswers = answers.slice(WEB);
      answers.forEach(expectPlacesOrSoldOut);
      const webHeld = webAnswers.filter((answer) => answer.statusCode === 200).length;
      const deskSold =
        deskAnswers.filter((answer) => answer.statusCode === 200).length * DESK_PLACES;
      const { sold, held } = await counters(database.db, slot.capacityId);
      // Desk sales are sold at once; web checkouts hold until they are paid.
      expect({ sold, held }).toEqual({ sold: deskSold, held: webHeld });
      // More web checkouts than places: some were refused, and a one-place request is refused
      // only when nothing is left, so every place went, and none twice.
      expect(webHeld).toBeLessThan(WEB);
      expect(sold + held).toBe(CAPACITY);
    }, 60_000);
  }
});
