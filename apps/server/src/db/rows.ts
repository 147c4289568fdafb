/** The rows of a raw `db.execute(sql…)` result, as both drivers (PGlite, node-postgres) answer them. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
