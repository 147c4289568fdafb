/**
 * The job that serves the waiting lists: whenever inventory says places may have come back
 * (`onPlacesChanged('returned')`, raised in this process and, after their commit, for every
 * process's give-backs through the database's notification) and once a minute (offers that ran out
 * with nobody giving anything back, a signal missed while the process was down). Runs never overlap
 * in a process; a signal during a run starts one more run after it. Two processes serving the same
 * line take turns on the line's lock (`serveLine`).
 */
import type { AppDeps } from '../../deps';
import { startPeriodic, type JobLog } from '../../jobs/periodic';
import { onPlacesChanged } from '../inventory';
import { serveLines } from './waiting-list.service';

export function startWaitingListJob(
  deps: AppDeps,
  options: { intervalMs?: number; log?: JobLog } = {},
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const report = (error: unknown) =>
    options.log?.error(
      { job: 'waiting list', error: error instanceof Error ? error.message : String(error) },
      'waiting list failed',
    );

  /** Starts a run, or one more after the run in progress; answers when the runs are done. */
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await serveLines(deps);
        } catch (error) {
          report(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  // Raised inside the transaction that gives places back: the run starts after this turn of the
  // event loop and waits for that transaction's locks, so it counts the places given back.
  const stopListening = onPlacesChanged((change) => {
    if (change === 'returned') setImmediate(() => void kick());
  });
  const stopPeriodic = startPeriodic(
    { name: 'waiting list', log: options.log },
    () => kick(),
    options.intervalMs ?? 60_000,
  );

  return async () => {
    stopped = true;
    stopListening();
    await stopPeriodic();
    await running;
  };
}
