/**
 * How long a background job waits before it tries a failed piece of work again (an e-mail of the
 * outbox, a Wallet push or update): a minute after the first failure, doubling, at most six hours.
 */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

/** The wait before the next attempt after `attempts` failed ones (exponential backoff). */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}
