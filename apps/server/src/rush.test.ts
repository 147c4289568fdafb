/**
 * A short ticket rush against the built server, for its correctness figures only (no
 * timing is asserted; `npm run bench:rush` prints those): on PGlite one process even when
 * FOYER_WORKERS asks for more; on PostgreSQL three worker processes that start, serve, and run the
 * background jobs in exactly one of them. Every answer is a hold, a sold-out 422 or a 503 with
 * Retry-After, nothing is oversold, `held` equals the live holds, and the buyers who come once the
 * slot is full are all refused.
 */
import { describe, expect, it } from 'vitest';
import { runRush, type RushFigures } from './testing/rush';

const BUYERS = 40;
const CAPACITY = 15;
/** Buyers who pay once the slot is full: every one is refused, none held. */
const LATE = 10;

function expectCorrect(figures: RushFigures): void {
  const { counters } = figures;
  expect(figures.unexpected).toEqual([]);
  expect(figures.busyWithoutRetryAfter).toBe(0);
  expect(figures.holds + figures.soldOut + figures.busy + figures.guestBusy).toBe(BUYERS);
  expect(counters.sold + counters.held).toBeLessThanOrEqual(counters.capacity);
  expect(counters.held).toBe(counters.liveHolds);
  expect(counters.held).toBe(figures.holds);
  expect(counters.holdRows).toBe(figures.holds);
  // Fewer buyers than the admission limit: nobody is turned away, so the slot sells out exactly.
  expect(figures.busy + figures.guestBusy).toBe(0);
  expect(figures.holds).toBe(CAPACITY);
  expect(figures.late).toMatchObject({ soldOut: LATE, busy: 0, other: 0 });
}

describe('a short ticket rush against the built server', () => {
  it('holds exactly the capacity on PGlite, in one process even when FOYER_WORKERS asks for three', async () => {
    const figures = await runRush({
      buyers: BUYERS,
      capacity: CAPACITY,
      late: LATE,
      port: 5620,
      env: { FOYER_WORKERS: '3' },
    });
    expectCorrect(figures);
    expect(figures.serverOutput).not.toMatch(/background jobs/);
    expect(figures.serverOutput.match(/Foyer is running/g)).toHaveLength(1);
  }, 600_000);

  const url = process.env.FOYER_TEST_DATABASE_URL;
  // Several processes need a database server: this test exists only where PostgreSQL is configured.
  if (url) {
    it('holds exactly the capacity on PostgreSQL with three processes; jobs run in one', async () => {
      const figures = await runRush({
        buyers: BUYERS,
        capacity: CAPACITY,
        late: LATE,
        port: 5621,
        postgresUrl: url,
        workers: 3,
      });
      expectCorrect(figures);
      expect(figures.processes).toBe(3);
      expect(figures.serverOutput.match(/background jobs: yes/g)).toHaveLength(1);
      expect(figures.serverOutput.match(/background jobs: no/g)).toHaveLength(2);
    }, 600_000);
  }
});
