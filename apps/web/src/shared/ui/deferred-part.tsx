import { useEffect, useState, type ReactNode } from 'react';
import { useRenderMode } from './render-context';

/**
 * 0 for the first render, then one more in each following task, up to `last`. A screen drawn in
 * stages (the shell: header, then the page, then the parts around it) blocks the main thread in
 * several short tasks instead of one long one (total blocking time). A page drawn on the server and
 * hydrated gets every stage at once (render-context.ts).
 */
export function useRenderStage(last: number): number {
  // On the server and while hydrating, all at once: the HTML holds the whole page.
  const { allStages } = useRenderMode();
  const [stage, setStage] = useState(allStages ? last : 0);
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

/**
 * The value a task later: a lazily loaded module handed out this way is evaluated in one task and
 * rendered in the next, two shorter tasks instead of one long one (total blocking time).
 */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));
}
