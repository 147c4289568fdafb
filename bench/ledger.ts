/**
 * `npm run bench:ledger`: the model-based test of the order's money (apps/server/src/testing/
 * ledger-model.ts) at length: LEDGER_SEQUENCES random sequences per database (default 2,500 on
 * PGlite and 2,500 on PostgreSQL, run side by side in two processes; LEDGER_ONLY=pglite|postgres for
 * one), every rule checked after every step. Unlike the CI test it does not stop at the first broken
 * rule: it runs every sequence and prints how many sequences and steps it checked and how many
 * broke a rule (goal: 0), with the first few counterexamples, and exits 1 when any did. LEDGER_SEED
 * repeats a run. Not a timed test: the duration is printed with the machine's load.
 */
import fc from 'fast-check';
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { testDatabaseKinds } from '../apps/server/src/testing/databases';
import { LedgerWorld, ledgerSequence, runSequence } from '../apps/server/src/testing/ledger-model';

const sequences = Number(process.env.LEDGER_SEQUENCES ?? 2500);
const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 2 ** 31);
process.env.FOYER_TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

interface Result {
  database: string;
  sequences: number;
  steps: number;
  violations: number;
  examples: string[];
  seconds: number;
}

/** Runs the sequences on one database (in this process). */
async function runOn(name: 'pglite' | 'postgres'): Promise<Result> {
  const kind = testDatabaseKinds().find((candidate) => candidate.name === name);
  if (!kind) throw new Error(`no ${name} database (is FOYER_TEST_DATABASE_URL set?)`);
  const database = await kind.open();
  const world = new LedgerWorld(database);
  await world.start();
  const started = Date.now();
  const samples = fc.sample(ledgerSequence(), { numRuns: sequences, seed });
  const result: Result = {
    database: name,
    sequences: 0,
    steps: 0,
    violations: 0,
    examples: [],
    seconds: 0,
  };
  for (const [shape, commands] of samples) {
    const steps = [...commands];
    try {
      result.steps += await runSequence(world, shape, steps);
    } catch (error) {
      result.violations += 1;
      if (result.examples.length < 5) {
        result.examples.push(
          `${JSON.stringify(shape)} ${steps.map(String).join(', ')}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    result.sequences += 1;
    if (result.sequences % 250 === 0) {
      console.error(
        `${name}: ${result.sequences}/${sequences} sequences, ${result.steps} steps, ${result.violations} broke a rule`,
      );
    }
  }
  result.seconds = Math.round((Date.now() - started) / 1000);
  await world.stop();
  await database.close();
  return result;
}

function print(result: Result): void {
  console.log(
    `${result.database}: ${result.sequences} sequences, ${result.steps} steps, ${result.violations} violations, ${result.seconds} s`,
  );
  for (const example of result.examples) console.log(`  ${example}`);
}

const child = process.argv[2];
if (child === 'pglite' || child === 'postgres') {
  const result = await runOn(child);
  process.send?.(result);
  process.exit(0);
} else {
  const only = process.env.LEDGER_ONLY;
  const names = (['pglite', 'postgres'] as const).filter((name) => !only || only === name);
  console.log(
    `bench:ledger — ${sequences} sequences per database, seed ${seed}, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const started = Date.now();
  const results = await Promise.all(
    names.map(
      (name) =>
        new Promise<Result>((resolve, reject) => {
          const worker = fork(fileURLToPath(import.meta.url), [name], {
            execArgv: ['--import', 'tsx'],
            env: { ...process.env, LEDGER_SEED: String(seed) },
          });
          worker.on('message', (message) => resolve(message as Result));
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`${name} run exited with ${code}`));
          });
        }),
    ),
  );
  for (const result of results) print(result);
  const total = results.reduce(
    (sum, result) => ({
      sequences: sum.sequences + result.sequences,
      steps: sum.steps + result.steps,
      violations: sum.violations + result.violations,
    }),
    { sequences: 0, steps: 0, violations: 0 },
  );
  console.log(
    `total: ${total.sequences} sequences, ${total.steps} steps, ${total.violations} violations in ${Math.round((Date.now() - started) / 1000)} s; load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  process.exit(total.violations === 0 ? 0 : 1);
}
