/**
 * How the catalog editor's changes run and refuse: in one transaction (under the catalog lock when
 * they write catalog rows), where a `Refusal` thrown at any point rolls everything back and becomes
 * the call's answer.
 */
import { MAX_RULE_DAYS, ruleSpanDays, type RuleDates } from '@foyer/domain/catalog-file';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { lockCatalog } from '../catalog-file';
import { refused, success, type Failed, type Outcome } from '../../outcome';

/** Thrown inside the transaction to roll it back with a refusal. */
export class Refusal extends Error {
  constructor(readonly answer: Failed) {
    super(answer.failure.code);
  }
}

/** 422 VALIDATION_FAILED naming one field of the body. */
export function fieldRefusal(field: string, message: string): Refusal {
  return new Refusal(
    refused('VALIDATION_FAILED', {
      message: 'Some fields are not valid',
      fields: { [field]: [message] },
    }),
  );
}

/** Refuses a rule whose dates span more days than one entry may cover (a typo in a year). */
export function refuseLongRule(rule: RuleDates): void {
  if (ruleSpanDays(rule) > MAX_RULE_DAYS) {
    throw fieldRefusal('dates.to', `covers more than ${MAX_RULE_DAYS} days`);
  }
}

/** 422 CATALOG_REFUSED when the catalog import's writer found errors in what it was given. */
export function throwImportErrors(run: { readonly errors: readonly string[] }): void {
  if (run.errors.length > 0) {
    throw new Refusal(refused('CATALOG_REFUSED', { message: run.errors.join('\n') }));
  }
}

/** Runs `work` in a transaction; a `Refusal` rolls back and answers. */
export async function inTransaction<T>(
  deps: Pick<AppDeps, 'db'>,
  work: (tx: Tx) => Promise<T>,
): Promise<Outcome<T>> {
  try {
    return success(await deps.db.transaction(work));
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
}

/** `inTransaction` with the catalog lock taken first. */
export async function inCatalogTransaction<T>(
  deps: Pick<AppDeps, 'db'>,
  work: (tx: Tx) => Promise<T>,
): Promise<Outcome<T>> {
  return inTransaction(deps, async (tx) => {
    await lockCatalog(tx);
    return work(tx);
  });
}
