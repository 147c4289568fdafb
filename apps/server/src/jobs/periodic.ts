/**
 * A background job that runs at once and then `intervalMs` after each run ended, until the returned
 * function is called; that function waits for a run in progress to finish. A failed run is reported
 * to `onError` and the job goes on.
 */
export function startPeriodic(
  run: () => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const tick = () => {
    running = run()
      .catch(onError)
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
