/**
 * What the demo museum gets besides its catalog: the demo owner account and six
 * weeks of demo orders, on the first start of a shop that is not configured for production.
 *
 * A shop is configured for production when its public address (`server.publicBaseUrl`) is not this
 * machine: as for password-reset links (docs/security.md), a shop on localhost, 127.0.0.1 or [::1]
 * is a demo or development shop. A production shop that starts on an empty database still gets the
 * demo catalog to look at, but no account with a printed password and no invented sales.
 */
import type { FoyerConfig } from '../config/schema';
import type { Db } from '../db/client';
import { createPasswordHasher, type PasswordHasher } from '../modules/customers';
import { createDemoOwner } from '../modules/staff';
import { seedDemoOrders } from './demo-orders';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when the shop's public address is not this machine. */
export function isProductionShop(config: FoyerConfig): boolean {
  return !LOCAL_HOSTS.has(new URL(config.server.publicBaseUrl).hostname);
}

export interface DemoExtras {
  /** The demo owner's credentials, to print once; null when none was made. */
  owner: { email: string; password: string } | null;
  orders: number;
}

/** Adds the demo owner and orders to a freshly seeded demo museum (under the start-up lock). */
export async function seedDemoExtras(
  db: Db,
  now: Date,
  config: FoyerConfig,
  hasher: PasswordHasher = createPasswordHasher(config),
): Promise<DemoExtras> {
  if (isProductionShop(config)) return { owner: null, orders: 0 };
  const orders = await seedDemoOrders(db, now, config);
  const owner = await createDemoOwner(db, hasher, now);
  return { owner, orders };
}
