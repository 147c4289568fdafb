/**
 * Calls `fn` at most once per `waitMs`: at once, then once more at the end of the wait when calls
 * came in meanwhile (the header menu's re-measure, 500 ms). `cancel` drops a pending call.
 */
export function throttle(fn: () => void, waitMs: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  const run = () => {
    timer = setTimeout(() => {
      timer = null;
      if (pending) {
        pending = false;
        fn();
        run();
      }
    }, waitMs);
  };
  const throttled = () => {
    if (timer !== null) {
      pending = true;
      return;
    }
    fn();
    run();
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = false;
  };
  return throttled;
}
