/**
 * The demo museum's owner account: made on the first start of a demo shop only,
 * with a random password that `npm start` prints once. Only its hash is stored; the password is not
 * kept anywhere, so it cannot be printed again (a new one: `npm run staff -- link EMAIL`).
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PasswordHasher } from '../customers';
import { insertAudit, insertStaff, listStaffRows, updateStaffRow } from './staff.repository';

export const DEMO_OWNER_EMAIL = 'owner@lindenau.example';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A password of four groups of five letters and digits (about 100 bits). */
function newDemoPassword(): string {
  const group = () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/**
 * Creates the demo owner when the shop has no staff account yet; answers its e-mail and password,
 * or null when staff accounts exist (then nothing changes).
 */
export async function createDemoOwner(
  db: Db,
  hasher: PasswordHasher,
  now: Date,
): Promise<{ email: string; password: string } | null> {
  const password = newDemoPassword();
  const hash = await hasher.hashPlain(password);
  return db.transaction(async (tx) => {
    if ((await listStaffRows(tx)).length > 0) return null;
    const row = await insertStaff(tx, {
      email: DEMO_OWNER_EMAIL,
      name: 'Demo Owner',
      role: 'owner',
      language: 'en',
      now,
    });
    if (!row) return null;
    await updateStaffRow(tx, row.id, { passwordHash: hash });
    await insertAudit(tx, {
      at: now,
      actorId: null,
      actor: 'cli',
      action: 'staff.create',
      targetType: 'staff',
      targetId: String(row.id),
      before: null,
      after: { email: row.email, role: row.role, demo: true },
    });
    return { email: row.email, password };
  });
}
