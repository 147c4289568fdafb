/**
 * Named prepared statements for PGlite (a ticket rush on the embedded database).
 *
 * PGlite's `query` parses, plans and describes every statement anew, in six calls into the
 * database (parse, describe, bind, describe, execute, sync), each answered and read on its own.
 * Drizzle sends the same few statement texts over and over (a checkout's reads, its order and hold
 * statements). A text seen a second time is prepared once as a named statement; from then on each
 * query is one call carrying bind, describe, execute and sync, and the database reuses the parsed
 * statement (and, where its costs allow, the plan).
 *
 * The answers are the same: the same messages read by PGlite's own `parseResults` with the same
 * parsers and row mode, parameters serialized by the same serializers, the same errors. Statements
 * with a blob (COPY) or their own parameter types keep PGlite's path. A bounded number of texts is
 * prepared; the rest keep PGlite's path too.
 */
import {
  parse as results,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Texts prepared at most (a process's statements are a few hundred; IN lists vary). */
const MAX_STATEMENTS = 500;

interface Prepared {
  name: string;
  /** The parameters' type ids, for their serializers. */
  types: number[];
}

type Query = PGlite['query'];

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const all = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** The statements of one PGlite instance (a session of its own: named statements live in it). */
export class PreparedStatements {
  /** Prepared texts, and texts seen once (null). */
  private readonly known = new Map<string, Prepared | null>();
  /** Texts that could not be prepared (an error: PGlite's own path answers it). */
  private readonly refused = new Set<string>();
  private count = 0;

  constructor(private readonly client: PGlite) {}

  /** Prepares `text` when it is seen the second time; answers the statement, or null. */
  private async statement(text: string): Promise<Prepared | null> {
    const known = this.known.get(text);
    if (known) return known;
    if (known === undefined) {
      if (this.known.size < MAX_STATEMENTS * 2) this.known.set(text, null);
      return null;
    }
    if (this.count >= MAX_STATEMENTS || this.refused.has(text)) return null;
    const name = `foyer_${this.count + 1}`;
    let messages;
    try {
      messages = await this.client.execProtocolStream(
        concat([
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch {
      this.refused.add(text);
      return null;
    }
    this.count += 1;
    const prepared = { name, types: results.parseDescribeStatementResults(messages) };
    this.known.set(text, prepared);
    return prepared;
  }

  /**
   * Runs `text` as a prepared statement when it is one (or becomes one now); answers null when
   * PGlite's own path must run it. Called with the query lock held.
   */
  async run(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results | null> {
    if (options?.blob !== undefined || options?.paramTypes !== undefined) return null;
    const prepared = await this.statement(text);
    if (!prepared) return null;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = prepared.types[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.client.execProtocolStream(
      concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const [answer] = results.parseResults(messages, this.client.parsers, options);
    if (!answer) throw new Error('prepared statement answered nothing');
    return answer;
  }
}

/**
 * Makes `queries.query` (the client's, or a transaction's) run through `statements`. `inTransaction`:
 * the transaction holds the client already, so only the query lock is taken (as PGlite does).
 */
export function runPrepared(
  client: PGlite,
  statements: PreparedStatements,
  queries: { query: Query },
  inTransaction: boolean,
): void {
  const original = queries.query.bind(queries) as Query;
  const prepared = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const attempt = () =>
      client._runExclusiveQuery(async () => {
        const result = await statements.run(text, params, options);
        // Outside a transaction PGlite writes its files after each query; so does this path.
        if (result && !inTransaction) await client.syncToFs();
        return result;
      });
    let answer: Results | null;
    if (inTransaction) answer = await attempt();
    else {
      await client._checkReady();
      answer = await client._runExclusiveTransaction(attempt);
    }
    // PGlite's own path takes its locks itself, so it runs after they were released here.
    return answer ?? original(text, params, options);
  }) as Query;
  queries.query = prepared;
}
