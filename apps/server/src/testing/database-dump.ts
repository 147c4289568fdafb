/** Test code: the whole database as text, as `grep` would read a dump of it. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Db } from '../db/client';

/** The text of every row of every table (a database dump, as `grep` would read it). */
export async function databaseText(db: Db): Promise<string> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(
      sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    ),
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const parts: string[] = [];
  for (const table of tables) {
    const lines = rowsOf<{ row: string }>(
      await db.execute(
        sql.raw(`SELECT t::text AS row FROM ${quote(table.schema)}.${quote(table.name)} t`),
      ),
    );
    for (const line of lines) parts.push(line.row);
  }
  if (tables.length < 10) throw new Error('the dump found too few tables');
  return parts.join('\n');
}
