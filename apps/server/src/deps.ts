import type { FoyerConfig } from './config/schema';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { Mailer } from './modules/mail';
import type { ReadCache } from './modules/read-cache';

/**
 * What every module needs: the museum's configuration, the database, the clock and the mailer (used
 * only by the e-mail outbox worker; modules enqueue mail with `enqueueMail`).
 */
export interface AppDeps {
  config: FoyerConfig;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Ready answers of the shop's catalog calls (`modules/read-cache`); absent when switched off. */
  readCache?: ReadCache | undefined;
}
