/** Batching of reads and writes by ids: statements stay far below PostgreSQL's 65,535 parameters. */

/** Rows per INSERT or UPDATE statement. */
export const BATCH = 500;

export function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
