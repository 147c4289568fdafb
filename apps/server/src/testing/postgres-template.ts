/**
 * The name of the run's migrated PostgreSQL database that test databases copy (written by the
 * global setup in pglite-snapshot.ts), or null when there is none (a test run by other means).
 */
export const POSTGRES_TEMPLATE_ENV = 'FOYER_TEST_PG_TEMPLATE';

export function postgresTemplate(): string | null {
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  return name && /^foyer_template_[0-9a-f]+$/.test(name) ? name : null;
}
