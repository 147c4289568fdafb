import { useEffect, useState, type ReactNode } from 'react';

/**
 * 0 for the first render, then one more in each following task, up to `last`. A screen drawn in
 * stages (the shell: header, then the page, then the parts around it) blocks the main thread in
 * several short tasks instead of one long one (issue 21: total blocking time). While a catalog
 * page's first view stands in for the app, a stage still to come marks itself `data-pending`, so
 * the hand-over waits for the last stage and nothing moves on screen.
 */
export function useRenderStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return undefined;
    const timer = setTimeout(() => setStage(stage + 1), 0);
    return () => clearTimeout(timer);
  }, [stage, last]);
  return stage;
}

/**
 * False for the first render, true a task later. A part of a screen that is not needed for its
 * first paint (the footer below the fold, a booking panel with its calendar) is drawn in a task of
 * its own. Where it appears nothing moves: what comes after it starts below the fold.
 */
export function useDeferredPart(): boolean {
  return useRenderStage(1) >= 1;
}

/** Its children a task after it is first drawn; until then the fallback. */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useDeferredPart() ? children : fallback;
}

/** Stands for a stage still to come: the first view's hand-over waits while one is in the page. */
export function PendingStage() {
  return <span data-pending="" hidden />;
}

/**
 * The value a task later: a lazily loaded module handed out this way is evaluated in one task and
 * rendered in the next, two shorter tasks instead of one long one (issue 21: total blocking time).
 */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));
}
