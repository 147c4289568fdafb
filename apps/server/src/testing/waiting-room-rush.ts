/**
 * Visitors arriving at a sale with the waiting room on (docs/decisions.md "A waiting room for
 * on-sale moments"), against any base URL: each visitor arrives at its moment, asks the checkout
 * (`checkout/initPayment`), gets a place (503 WAITING_ROOM with the `foyer_room` cookie), asks the
 * waiting page's call when the server says, and once admitted registers as a guest and pays; sold-out
 * answers end the visit. Used by `npm run bench:waiting-room` (3 built server processes on
 * PostgreSQL) and by its short test in CI (apps in-process). Afterwards the database tells when each
 * place was taken and admitted: the figures compare that with the arrival order and the estimates.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { guestForm } from '../modules/customers/testing';

/** How a visitor's requests reach the shop (fetch to a server, or `app.inject` in tests). */
export type Send = (request: {
  method: 'GET' | 'POST';
  url: string;
  address: string;
  cookie: string | null;
  body?: unknown;
}) => Promise<{
  status: number;
  body: string;
  setCookie: string | null;
  retryAfter: string | null;
}>;

export interface RoomRushOptions {
  visitors: number;
  /** Arrivals spread evenly over this many ms. */
  arrivalMs: number;
  ticketId: number;
  datetime: string;
  shopBase: string;
  room: string;
  db: Db;
  send: Send;
}

interface Visit {
  arrivedAt: number;
  /** When the first answer (with the estimate) came, in epoch ms. */
  estimatedAt: number | null;
  tokenHash: string | null;
  /** The estimate of the first answer (s), and its position. */
  firstEstimate: number | null;
  firstPosition: number | null;
  /** When the page saw `admitted`, in epoch ms. */
  seenAdmittedAt: number | null;
  outcome: 'ticket' | 'soldOut' | 'error' | 'none';
  error?: string;
  polls: number;
}

export interface RoomRushFigures {
  visitors: number;
  tickets: number;
  soldOut: number;
  errors: number;
  errorSamples: string[];
  /** Visitors who got a position first (a place in the line). */
  withPosition: number;
  polls: number;
  /** 503 SERVER_BUSY answers asked again after their Retry-After. */
  busyRetries: number;
  /** Pairs admitted out of arrival order (a later arrival admitted before an earlier one). */
  inversions: number;
  /** Pairs admitted out of the order of their places (the line's own FIFO). */
  placeInversions: number;
  admitted: number;
  /** Of the admitted visitors, the share whose first estimate was within ±30 % of the real wait. */
  etaWithin30: number;
  /** The same, with the wait as the page saw it (admission seen at the next poll). */
  etaWithin30Seen: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cookieOf(setCookie: string | null): string | null {
  const first = setCookie?.split(';')[0];
  return first?.startsWith('foyer_room=') ? first : null;
}

/** Runs the visitors and answers the figures. */
export async function runRoomRush(options: RoomRushOptions): Promise<RoomRushFigures> {
  const started = performance.now();
  const since = () => performance.now() - started;
  const cart = {
    ver: 1,
    items: [
      {
        type: 'ticket',
        id: options.ticketId,
        count: 1,
        datetime: options.datetime,
        subtickets: [],
      },
    ],
  };
  const urls = {
    continue: `${options.shopBase}/en/checkout/accepted`,
    cancel: `${options.shopBase}/en/checkout/canceled`,
  };
  const payBody = { payart: 161, aux: {}, cart, url: urls };

  /**
   * Sends as the shop's client does: a 503 SERVER_BUSY (admission control, not the room) is asked
   * again after its Retry-After, as the page reloads then.
   */
  let busy = 0;
  const send: Send = async (request) => {
    for (;;) {
      const answer = await options.send(request);
      if (answer.status !== 503 || !answer.body.includes('"SERVER_BUSY"')) return answer;
      busy += 1;
      await sleep(1000 * Number(answer.retryAfter ?? 2));
    }
  };

  async function visit(n: number): Promise<Visit> {
    await sleep((n * options.arrivalMs) / options.visitors);
    const address = `10.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
    const result: Visit = {
      arrivedAt: since(),
      estimatedAt: null,
      tokenHash: null,
      firstEstimate: null,
      firstPosition: null,
      seenAdmittedAt: null,
      outcome: 'none',
      polls: 0,
    };
    const fail = (what: string) => {
      result.outcome = 'error';
      result.error = what.slice(0, 200);
      return result;
    };
    try {
      let cookie: string | null = null;
      const first = await send({
        method: 'POST',
        url: '/api/en/checkout/initPayment',
        address,
        cookie,
        body: payBody,
      });
      if (first.status !== 503) return fail(`first ${first.status} ${first.body}`);
      cookie = cookieOf(first.setCookie);
      if (!cookie) return fail('no cookie');
      result.tokenHash = createHash('sha256')
        .update(cookie.slice('foyer_room='.length))
        .digest('hex');
      result.estimatedAt = Date.now();
      let place = (JSON.parse(first.body) as { place: Place }).place;
      result.firstEstimate = place.waitSeconds;
      result.firstPosition = place.position;
      while (place.state === 'waiting') {
        await sleep(place.pollMs);
        const asked = await send({
          method: 'GET',
          url: `/api/en/waitingroom/place?room=${encodeURIComponent(options.room)}`,
          address,
          cookie,
        });
        result.polls += 1;
        if (asked.status !== 200) return fail(`poll ${asked.status} ${asked.body}`);
        place = (JSON.parse(asked.body) as { data: Place }).data;
      }
      if (place.state === 'soldOut') {
        result.outcome = 'soldOut';
        return result;
      }
      if (place.state !== 'admitted') return fail(`state ${place.state}`);
      result.seenAdmittedAt = Date.now();
      const guest = await send({
        method: 'POST',
        url: '/api/en/auth/guest',
        address,
        cookie,
        body: { c: guestForm(`room.${n}.${Date.now()}@example.org`) },
      });
      if (guest.status !== 200) return fail(`guest ${guest.status} ${guest.body}`);
      const token = (JSON.parse(guest.body) as { data: string }).data;
      const paid = await send({
        method: 'POST',
        url: `/api/en/checkout/initPayment?_=${token}`,
        address,
        cookie,
        body: payBody,
      });
      if (paid.status === 200) result.outcome = 'ticket';
      else if (paid.status === 422 && /SOLD_OUT|EXCEEDS_SLOT/.test(paid.body))
        result.outcome = 'soldOut';
      else return fail(`pay ${paid.status} ${paid.body}`);
      return result;
    } catch (error) {
      return fail(String(error));
    }
  }

  const visits = await Promise.all(Array.from({ length: options.visitors }, (_, n) => visit(n)));
  const seconds = since() / 1000;
  const rows = rowsOf<{ token_hash: string; id: number; joined: number; admitted: number | null }>(
    await options.db.execute(sql`
      SELECT token_hash, id::int AS id, EXTRACT(EPOCH FROM joined_at)::float8 * 1000 AS joined,
        EXTRACT(EPOCH FROM admitted_at)::float8 * 1000 AS admitted
      FROM waiting_room_places WHERE room = ${options.room}
    `),
  );
  const byHash = new Map(rows.map((row) => [row.token_hash, row]));
  const placed = visits.map((v) => ({
    visit: v,
    row: v.tokenHash ? byHash.get(v.tokenHash) : undefined,
  }));
  // Arrival order is the order of `visits` (each arrived at its moment); admitted ones by admission.
  let inversions = 0;
  let placeInversions = 0;
  const admittedAt = placed.map(({ row }) => (row?.admitted == null ? null : Number(row.admitted)));
  for (let j = 0; j < placed.length; j += 1) {
    const aj = admittedAt[j];
    if (aj == null) continue;
    for (let i = 0; i < j; i += 1) {
      const ai = admittedAt[i];
      if (ai == null || ai > aj) inversions += 1;
    }
  }
  const admittedRows = rows.filter((row) => row.admitted != null);
  for (const a of admittedRows) {
    for (const b of rows) {
      if (
        Number(b.id) < Number(a.id) &&
        (b.admitted == null || Number(b.admitted) > Number(a.admitted))
      ) {
        placeInversions += 1;
      }
    }
  }
  let within = 0;
  let withinSeen = 0;
  let admitted = 0;
  for (const { visit: v, row } of placed) {
    if (row?.admitted == null || v.firstEstimate === null) continue;
    admitted += 1;
    // From the moment the visitor read the estimate to the admission (same machine, same clock).
    const real = Math.max(0, (Number(row.admitted) - (v.estimatedAt ?? Number(row.joined))) / 1000);
    if (Math.abs(v.firstEstimate - real) <= 0.3 * real) within += 1;
    if (process.env.ROOM_DEBUG && admitted % 10 === 1) {
      console.log(
        `position ${v.firstPosition} estimate ${v.firstEstimate} s, admitted after ${real.toFixed(2)} s`,
      );
    }
    if (v.seenAdmittedAt !== null && v.estimatedAt !== null) {
      const seen = (v.seenAdmittedAt - v.estimatedAt) / 1000;
      if (Math.abs(v.firstEstimate - seen) <= 0.3 * seen) withinSeen += 1;
    }
  }
  const errors = visits.filter((v) => v.outcome === 'error');
  return {
    visitors: options.visitors,
    tickets: visits.filter((v) => v.outcome === 'ticket').length,
    soldOut: visits.filter((v) => v.outcome === 'soldOut').length,
    errors: errors.length + visits.filter((v) => v.outcome === 'none').length,
    errorSamples: errors.slice(0, 5).map((v) => v.error ?? ''),
    withPosition: visits.filter((v) => v.firstPosition !== null).length,
    polls: visits.reduce((sum, v) => sum + v.polls, 0),
    busyRetries: busy,
    inversions,
    placeInversions,
    admitted,
    etaWithin30: admitted === 0 ? 0 : within / admitted,
    etaWithin30Seen: admitted === 0 ? 0 : withinSeen / admitted,
    seconds: Math.round(seconds * 10) / 10,
  };
}

interface Place {
  state: 'waiting' | 'admitted' | 'soldOut' | 'none';
  position: number;
  waitSeconds: number;
  pollMs: number;
}
