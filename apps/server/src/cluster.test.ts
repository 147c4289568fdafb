/** How many server processes `npm start` runs, and which one runs the background jobs. */
import { describe, expect, it } from 'vitest';
import { runsBackgroundJobs, workerCount, workerEnvironment } from './cluster';

const PG = 'postgres://shop@db.example/foyer';

describe('server processes', () => {
  it('runs one process per core on PostgreSQL, FOYER_WORKERS to change', () => {
    expect(workerCount({ DATABASE_URL: PG }, 4)).toBe(4);
    expect(workerCount({ DATABASE_URL: 'postgresql://x/y', FOYER_WORKERS: '3' }, 2)).toBe(3);
    expect(workerCount({ DATABASE_URL: PG, FOYER_WORKERS: ' 1 ' }, 8)).toBe(1);
    expect(workerCount({ DATABASE_URL: PG, FOYER_WORKERS: '' }, 2)).toBe(2);
  });

  it('runs one process on PGlite, whatever FOYER_WORKERS says', () => {
    expect(workerCount({}, 8)).toBe(1);
    expect(workerCount({ FOYER_WORKERS: '4' }, 8)).toBe(1);
  });

  it('refuses a FOYER_WORKERS that is not a whole number from 1', () => {
    for (const bad of ['0', '-2', 'two', '1.5', '1000']) {
      expect(() => workerCount({ DATABASE_URL: PG, FOYER_WORKERS: bad }, 2)).toThrow(
        /FOYER_WORKERS must be a whole number/,
      );
    }
  });

  it('gives the background jobs to worker 1 only; a process on its own runs them', () => {
    const jobs = [1, 2, 3].map((id) => runsBackgroundJobs(workerEnvironment(id)));
    expect(jobs).toEqual([true, false, false]);
    expect(runsBackgroundJobs({})).toBe(true);
  });
});
