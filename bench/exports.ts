/**
 * `npm run bench:exports`: the accountant's exports at size. Writes EXPORTS_ORDERS booked orders
 * (default 100,000) into a fresh PostgreSQL database (FOYER_TEST_DATABASE_URL, default the local
 * test server) or, with EXPORTS_DB=pglite, into PGlite — in bulk (apps/server/src/testing/
 * bulk-orders.ts), not through the shop — then times the workbook (XLSX) and the DATEV batch of
 * their range, each written to /dev/null as it streams, and prints for each the wall time, the size
 * and the peak resident memory of this process while it ran (goal: at most 300 MB) with the
 * machine's load. Not a timed test: it fails only when a file misses rows or the memory goal.
 *
 * The npm script gives V8 the heap the shop's server runs with (`scripts/server-heap.mjs`, 256 MB of
 * old space unless `FOYER_HEAP_MB` says otherwise), and the bench refuses to run with another: the
 * exports hold one page of rows at a time, and without a limit V8 lets garbage pile up before it
 * collects (docs/accounting.md "Exports").
 */
import { loadavg } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { serverHeapMb } from '../scripts/server-heap.mjs';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfigFile } from '../apps/server/src/config/load';
import { insertBulkOrders } from '../apps/server/src/testing/bulk-orders';
import { testDatabaseKinds } from '../apps/server/src/testing/databases';
import { datevExport, workbookExport } from '../apps/server/src/modules/exports';

const count = Number(process.env.EXPORTS_ORDERS ?? 100_000);
const which = process.env.EXPORTS_DB === 'pglite' ? 'pglite' : 'postgres';
const GOAL_MB = 300;
process.env.FOYER_TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Writes `content` to /dev/null, sampling the resident memory; answers time, bytes and peak. */
async function measure(
  content: AsyncIterable<Uint8Array>,
): Promise<{ seconds: number; bytes: number; peakMb: number; lines: number }> {
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const started = Date.now();
  const sink = createWriteStream('/dev/null');
  let bytes = 0;
  let lines = 0;
  for await (const chunk of content) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
    if (!sink.write(chunk))
      await new Promise<void>((resolve) => sink.once('drain', () => resolve()));
  }
  sink.end();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds: (Date.now() - started) / 1000, bytes, peakMb: mb(peak), lines };
}

/** The old space the server is given, as this process has it (the flag's value), or null. */
function oldSpaceFlag(): number | null {
  const flags = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
  const match = /--max-old-space-size=(\d+)/.exec(flags);
  return match ? Number(match[1]) : null;
}

async function main(): Promise<void> {
  const heap = oldSpaceFlag();
  if (heap !== serverHeapMb()) {
    throw new Error(
      `run with the server's heap: NODE_OPTIONS=--max-old-space-size=${serverHeapMb()} (npm run bench:exports); this process has ${heap ?? 'no limit'}`,
    );
  }
  console.log(
    `V8 heap as the server's: --max-old-space-size=${heap} (limit ${mb(getHeapStatistics().heap_size_limit)} MB)`,
  );
  const kind = testDatabaseKinds().find((candidate) => candidate.name === which);
  if (!kind) throw new Error(`no ${which} database`);
  const database = await kind.open();
  const config = loadConfigFile(fileURLToPath(new URL('../foyer.config.yaml', import.meta.url)));
  const deps = { db: database.db, config, clock: { now: () => new Date('2026-12-01T08:00:00Z') } };
  try {
    // Spread over November and December (one fiscal year, as DATEV needs), from 1 November 00:00
    // in Berlin.
    const spacing = Math.max(1, Math.floor((61 * 86_400) / (count + 1)));
    const seconds = await insertBulkOrders(
      database.db,
      count,
      new Date('2026-10-31T23:00:00Z'),
      spacing,
    );
    const query = { from: '2026-11-01', to: '2026-12-31' };
    const to = query.to;
    console.log(
      `${count} orders on ${which} inserted in ${seconds.toFixed(1)} s (${query.from} … ${to})`,
    );
    console.log(`RSS before the exports: ${mb(process.memoryUsage().rss)} MB`);
    const xlsx = await measure(workbookExport(deps, query, 'en').content);
    console.log(
      `XLSX:  ${xlsx.seconds.toFixed(1)} s, ${mb(xlsx.bytes)} MB, peak RSS ${xlsx.peakMb} MB`,
    );
    const datev = await datevExport(deps, {
      from: query.from,
      to: query.to > '2026-12-31' ? '2026-12-31' : to,
    });
    if (!datev.ok) throw new Error(datev.failure.code);
    const batch = await measure(datev.value.content);
    console.log(
      `DATEV: ${batch.seconds.toFixed(1)} s, ${mb(batch.bytes)} MB, ${batch.lines - 2} bookings, peak RSS ${batch.peakMb} MB`,
    );
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    const web = count - Math.floor(count / 5);
    const expected = web * 5 + Math.floor(count / 5);
    const failures = [
      ...(batch.lines - 2 === expected
        ? []
        : [`DATEV has ${batch.lines - 2} bookings, not ${expected}`]),
      ...(Math.max(xlsx.peakMb, batch.peakMb) <= GOAL_MB ? [] : [`peak RSS above ${GOAL_MB} MB`]),
    ];
    for (const failure of failures) console.error(failure);
    process.exitCode = failures.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

await main();
