/**
 * Marks the time from a decoded (or typed) code to its answer on screen, as the browser's own
 * performance entries: `foyer:scan-decoded` when the camera's decoder returns a code or the door
 * sends a typed one, `foyer:scan-answered` in the animation frame that paints the answer, and the
 * measure `foyer:scan` between them (detail: camera or typed, decided offline or not). The scanner bench
 * (`bench/scan-latency.bench.ts`) reads them; the answer should take at most 300 ms.
 */
const DECODED = 'foyer:scan-decoded';
let source: 'camera' | 'typed' = 'typed';

export function scanDecoded(from: 'camera' | 'typed'): void {
  source = from;
  performance.clearMarks(DECODED);
  performance.mark(DECODED);
}

/** Called once the answer is in the document: measures at the frame that paints it. */
export function scanAnswered(detail: { offline: boolean; status: string }): void {
  if (performance.getEntriesByName(DECODED, 'mark').length === 0) return;
  const from = source;
  requestAnimationFrame(() => {
    performance.mark('foyer:scan-answered');
    performance.measure('foyer:scan', {
      start: DECODED,
      end: 'foyer:scan-answered',
      detail: { ...detail, source: from },
    });
    performance.clearMarks(DECODED);
  });
}
