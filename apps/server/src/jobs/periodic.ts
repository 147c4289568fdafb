/**
 * A background job that runs at once and then `intervalMs` after each run ended, until the returned
 * function is called; that function waits for a run in progress to finish. A failed run is logged
 * once, as `<job> failed` with the job's name and the error's message (never its details, which may
 * carry addresses or keys), counted in `foyer_job_failures_total{job}`, and the job goes on.
 */
import { countJobFailure } from '../modules/metrics';

/** Where a job reports its failures; Fastify's logger fits. */
export interface JobLog {
  error(details: object, message: string): void;
}

export function startPeriodic(
  job: { name: string; log?: JobLog | undefined },
  run: () => Promise<void>,
  intervalMs: number,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const failed = (error: unknown) => {
    countJobFailure(job.name);
    job.log?.error(
      { job: job.name, error: error instanceof Error ? error.message : String(error) },
      `${job.name} failed`,
    );
  };

  const tick = () => {
    running = run()
      .catch(failed)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
