// The V8 heap the shop's server runs with (docs/configuration.md "Environment variables"):
// `FOYER_HEAP_MB` megabytes of old space, 256 unless set. Without a limit V8 lets garbage pile up
// to a large share of the machine's memory before it collects (an export of 100,000 orders peaked
// at 376 MB of resident memory, against 248 MB with this limit: docs/accounting.md "Exports").
// `npm start`, the browser tests' servers, the rush test and the exports benchmark use it.
export const DEFAULT_HEAP_MB = 256;

/** The heap in megabytes: `FOYER_HEAP_MB` when it is a whole number of at least 128. */
export function serverHeapMb(env = process.env) {
  const value = Number(env.FOYER_HEAP_MB ?? DEFAULT_HEAP_MB);
  return Number.isInteger(value) && value >= 128 ? value : DEFAULT_HEAP_MB;
}

/** The Node flags that give the server its heap. */
export function serverNodeFlags(env = process.env) {
  return [`--max-old-space-size=${serverHeapMb(env)}`];
}
