/**
 * The model-based test of the order's money (`testing/ledger-model.ts` says what it generates and
 * checks): 120 random sequences of payments, reloads, webhooks, cancellations, refusals, direct
 * debits, disputes and restarts per database, each rule checked after every step. A failure is
 * shrunk to the shortest sequence that breaks a rule. `npm run bench:ledger` runs thousands.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../db/client';
import { testDatabaseKinds } from '../../testing/databases';
import { LedgerWorld, ledgerSequence, runSequence } from '../../testing/ledger-model';
import { ignoreTeardownTermination } from '../checkout/testing';

/** Sequences per database (CI's short run; `FOYER_LEDGER_SEQUENCES` for more). */
const SEQUENCES = Number(process.env.FOYER_LEDGER_SEQUENCES ?? 120);
/** A failure's `seed` and `path` as fast-check prints them, to run that sequence again. */
const REPLAY =
  process.env.FOYER_LEDGER_SEED === undefined
    ? {}
    : {
        seed: Number(process.env.FOYER_LEDGER_SEED),
        ...(process.env.FOYER_LEDGER_PATH ? { path: process.env.FOYER_LEDGER_PATH } : {}),
      };

describe.each(testDatabaseKinds())('the ledger model on $name', ({ open }) => {
  let database: Database;
  let world: LedgerWorld;

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    world = new LedgerWorld(database);
    await world.start();
  }, 120_000);
  afterAll(async () => {
    await world.stop();
    await database.close();
  });

  it(`keeps every euro accounted for over ${SEQUENCES} random sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(ledgerSequence(), async ([shape, commands]) => {
        await runSequence(world, shape, commands);
      }),
      { numRuns: SEQUENCES, endOnFailure: false, ...REPLAY },
    );
  }, 1_800_000);
});
