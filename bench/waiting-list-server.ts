/**
 * One serving process of `npm run bench:waiting-list`: opens the PostgreSQL database given as its
 * argument, hears the other processes' returned places through the database's notification, as a
 * server does, and serves the waiting lines with the waiting list's job until told to stop.
 */
import { openDatabase } from '../apps/server/src/db/client';
import { systemClock } from '../apps/server/src/clock';
import { listenForPlacesChanges } from '../apps/server/src/modules/inventory';
import { startWaitingListJob } from '../apps/server/src/modules/waiting-list';
import type { AppDeps } from '../apps/server/src/deps';
import type { Mailer } from '../apps/server/src/modules/mail';
import { demoConfig } from '../apps/server/src/testing/app';

const url = process.argv[2];
if (!url) throw new Error('usage: waiting-list-server.ts <postgres url>');
const database = await openDatabase({ url, poolSize: 6 });
const config = demoConfig();
const log = {
  error: (fields: object, message: string) => console.error(message, fields),
  warn: (fields: object, message: string) => console.error(message, fields),
};
// No e-mail is sent here: the offers' e-mails wait in the outbox, which nobody writes in the bench.
const mailer: Mailer = {
  send: () => Promise.reject(new Error('the bench sends no e-mail')),
};
const deps: AppDeps = { config, db: database.db, clock: systemClock, mailer };
const stopListening = await listenForPlacesChanges(database.db, log);
const stopJob = startWaitingListJob(deps, {
  intervalMs: Number(process.env.WL_INTERVAL_MS ?? 1000),
  log,
});
process.on('message', (message) => {
  if (message !== 'stop') return;
  void (async () => {
    await stopJob();
    await stopListening();
    await database.close();
    process.exit(0);
  })();
});
process.send?.('ready');
