/**
 * Named prepared statements on PostgreSQL (a ticket rush on several processes).
 *
 * Drizzle sends each statement unnamed, so PostgreSQL parses and plans it anew every time, on the
 * same two cores as the server processes. A text seen a second time gets a name (derived from the
 * text); node-postgres then parses it once per connection and afterwards only binds and executes it,
 * and PostgreSQL may reuse the plan. The answers are the same. A bounded number of texts is named;
 * the rest stay unnamed.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Texts named at most per process (a process's statements are a few hundred; IN lists vary). */
const MAX_NAMED = 500;

/** Gives the statements of `pool`'s connections names once their text repeats. */
export function nameRepeatedStatements(pool: pg.Pool): void {
  /** Texts seen once (null) and named (their name). */
  const seen = new Map<string, string | null>();
  let named = 0;
  const nameOf = (text: string): string | undefined => {
    const known = seen.get(text);
    if (known) return known;
    if (known === undefined) {
      if (seen.size < MAX_NAMED * 2) seen.set(text, null);
      return undefined;
    }
    if (named >= MAX_NAMED) return undefined;
    named += 1;
    const name = `foyer_${createHash('sha1').update(text).digest('hex')}`;
    seen.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (
        typeof config === 'object' &&
        config !== null &&
        'text' in config &&
        typeof config.text === 'string' &&
        (!('name' in config) || config.name === undefined) &&
        !('submit' in config)
      ) {
        const name = nameOf(config.text);
        if (name) return query({ ...config, name }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}
