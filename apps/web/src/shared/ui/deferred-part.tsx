import { useEffect, useState, type ReactNode } from 'react';

/**
 * False for the first render, true a task later. A part of a screen that is not needed for its
 * first paint (the footer below the fold, a booking panel with its calendar) is drawn in a task of
 * its own, so the first render blocks the main thread for less time (issue 21: total blocking time).
 * Where it appears nothing moves: what comes after it starts below the fold.
 */
export function useDeferredPart(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return due;
}

/** Its children a task after it is first drawn; until then the fallback. */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useDeferredPart() ? children : fallback;
}
