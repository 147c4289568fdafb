/** Loads the contract chunk once; a failed load (network) is retried by the next call. */
import type * as ContractModule from './contract';

export type Contract = typeof ContractModule;

let pending: Promise<Contract> | null = null;

export function loadContract(): Promise<Contract> {
  if (pending === null) {
    pending = import('./contract').catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}
