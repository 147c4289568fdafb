/**
 * Awaits values one after another, typed like `Promise.all`. Drizzle queries start when awaited, so
 * the queries of one transaction run one at a time on its single connection (pg refuses — and will
 * stop queueing — overlapping queries on one client).
 */
export async function inSequence<T extends readonly unknown[] | []>(
  values: T,
): Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }> {
  const results: unknown[] = [];
  for (const value of values) results.push(await value);
  return results as { -readonly [P in keyof T]: Awaited<T[P]> };
}
