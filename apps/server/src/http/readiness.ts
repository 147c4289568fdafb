/**
 * `GET /api/ready` (docs/api.md, "Health and readiness"): whether this process should get traffic.
 * 503 while the start-up lock is held (migrations or the demo seed run, in this process or, on
 * PostgreSQL, in another one sharing the database) or while the database does not answer a cheap
 * query within `timeoutMs`; 200 otherwise. One query answers both: it reads the advisory lock of the
 * start-up from `pg_locks`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { STARTUP_LOCK_KEY, type Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** How long the readiness check waits for the database. */
export const READY_TIMEOUT_MS = 2_000;

const KEY = BigInt(STARTUP_LOCK_KEY);
/**
 * A bigint advisory lock appears in `pg_locks` as its high and low 32 bits, `objsubid` 1, with the
 * database it was taken in (the view shows the locks of every database of the server).
 */
const LOCK_HIGH = Number(KEY >> 32n);
const LOCK_LOW = Number(KEY & 0xffffffffn);

export type NotReady = 'STARTING' | 'DATABASE_UNAVAILABLE';

async function lockHeld(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM pg_locks
      WHERE locktype = 'advisory'
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND classid = ${LOCK_HIGH}::oid AND objid = ${LOCK_LOW}::oid
        AND objsubid = 1 AND granted
    ) AS held
  `);
  const [row] = rowsOf<{ held: boolean }>(result);
  return row?.held === true;
}

/** Why the process is not ready, or null when it is. */
export async function notReady(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<NotReady | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const answer = await Promise.race([lockHeld(db), late]);
    if (answer === 'late') return 'DATABASE_UNAVAILABLE';
    return answer ? 'STARTING' : null;
  } catch {
    return 'DATABASE_UNAVAILABLE';
  } finally {
    clearTimeout(timer);
  }
}

const MESSAGES: Record<NotReady, string> = {
  STARTING: 'The database is being migrated or seeded; try again shortly.',
  DATABASE_UNAVAILABLE: 'The database does not answer.',
};

export function readinessRoute(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
  timeoutMs = READY_TIMEOUT_MS,
): void {
  app.get('/api/ready', async (_request, reply) => {
    const why = await notReady(deps.db, timeoutMs);
    if (why) {
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'NOT_READY', reason: why, message: MESSAGES[why] });
    }
    return { data: { status: 'ready', time: deps.clock.now().toISOString() } };
  });
}
