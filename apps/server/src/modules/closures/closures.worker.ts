/**
 * The background job that takes over closures a process left: its lease ran out (a crash, a
 * restart) or its orders wait to be retried. Every process may run it: a closure is worked on by one
 * process at a time (the lease).
 */
import { startPeriodic } from '../../jobs/periodic';
import { runClosures, type ClosureDeps, type ClosureLog } from './closures.service';

export function startClosureWorker(
  deps: ClosureDeps,
  options: { intervalMs?: number; log?: ClosureLog } = {},
): () => Promise<void> {
  return startPeriodic(
    { name: 'closure worker', log: options.log },
    () => runClosures(deps, options.log ? { log: options.log } : {}),
    options.intervalMs ?? 5_000,
  );
}
