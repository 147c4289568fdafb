/**
 * Test code: writes the e-mails the outbox composes after the transaction that queued them (an
 * order's confirmation with its PDFs), as the outbox worker does before sending, so a test can read
 * them from `email_outbox`.
 */
import type { Clock } from '../clock';
import type { FoyerConfig } from '../config/schema';
import type { Db } from '../db/client';
import { fulfilmentComposers } from '../modules/fulfilment';
import { composeOutbox } from '../modules/mail/testing';

export function composeQueuedMail(deps: { db: Db; clock: Clock; config: FoyerConfig }) {
  return composeOutbox({ ...deps, composers: fulfilmentComposers(deps) });
}
