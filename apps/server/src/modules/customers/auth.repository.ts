/** Login tokens and password-reset tokens; both are stored only as SHA-256 hashes. */
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authTokens, customers, passwordResets } from '../../db/schema';
import type { CustomerRow, NewCustomer } from './customer.repository';

export type AuthTokenRow = typeof authTokens.$inferSelect;

export async function insertAuthToken(
  tx: Tx,
  values: { tokenHash: string; customerId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(authTokens).values({
    tokenHash: values.tokenHash,
    customerId: values.customerId,
    createdAt: values.now,
    lastUsedAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Inserts a customer and a login token for them in one statement (a guest registration in a rush:
 * one round trip and one commit instead of a transaction of two inserts). Both rows or
 * neither are written.
 */
export async function insertCustomerWithToken(
  tx: Tx,
  customer: NewCustomer,
  token: { tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  const inserted = tx.insert(customers).values(customer).returning({ id: customers.id });
  const now = sql`${token.now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    WITH customer AS (${inserted.getSQL()})
    INSERT INTO ${authTokens} (token_hash, customer_id, created_at, last_used_at, expires_at)
    SELECT ${token.tokenHash}, customer.id, ${now}, ${now}, ${token.expiresAt.toISOString()}::timestamptz
    FROM customer
  `);
}

/** The token with this hash and its customer, in one indexed lookup. */
export async function findSession(
  tx: Tx,
  hash: string,
): Promise<{ token: AuthTokenRow; customer: CustomerRow } | null> {
  const [row] = await tx
    .select({ token: authTokens, customer: customers })
    .from(authTokens)
    .innerJoin(customers, eq(customers.id, authTokens.customerId))
    .where(eq(authTokens.tokenHash, hash))
    .limit(1);
  return row ?? null;
}

/** Records activity on a token (its idle expiry counts from here). */
export async function touchAuthToken(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, id));
}

/** Revokes one token; an unknown or already revoked one is left as it is. */
export async function revokeAuthToken(tx: Tx, hash: string, now: Date): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, hash), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of a customer, except `keepId` when given. */
export async function revokeCustomerTokens(
  tx: Tx,
  customerId: number,
  now: Date,
  keepId?: number,
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.customerId, customerId),
        isNull(authTokens.revokedAt),
        keepId === undefined ? undefined : ne(authTokens.id, keepId),
      ),
    );
}

/** Deletes a customer's tokens that ended before `before` (keeps the table small). */
export async function deleteEndedTokens(tx: Tx, customerId: number, before: Date): Promise<void> {
  await tx
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.customerId, customerId),
        or(lt(authTokens.expiresAt, before), lt(authTokens.revokedAt, before)),
      ),
    );
}

export async function insertPasswordReset(
  tx: Tx,
  values: { tokenHash: string; customerId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values({
    tokenHash: values.tokenHash,
    customerId: values.customerId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** Ends a customer's unused reset tokens: only the newest link works. */
export async function retirePasswordResets(tx: Tx, customerId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
}

/** The customer of a reset token that is unused and unexpired at `now`, or null. */
export async function findUsablePasswordReset(
  tx: Tx,
  hash: string,
  now: Date,
): Promise<{ customerId: number } | null> {
  const [row] = await tx
    .select({ customerId: passwordResets.customerId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses up a reset token in one statement; null when it was used, expired or unknown. */
export async function consumePasswordReset(
  tx: Tx,
  hash: string,
  now: Date,
): Promise<{ customerId: number } | null> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ customerId: passwordResets.customerId });
  return row ?? null;
}
