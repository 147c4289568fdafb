/** Batching of catalog reads and writes: statements stay far below the parameter limit. */
/** Rows per INSERT or UPDATE statement, far below PostgreSQL's 65,535 parameters. */
export const BATCH = 500;

export function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Tables whose rows the catalog names by explicit integer ids. */
