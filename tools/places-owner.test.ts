// Places move only through the inventory module (docs/architecture.md, "Modules and what each
// owns"): outside `modules/inventory`, no production file of the server writes the capacities, the
// holds or an order's uses of a capacity. Other modules read them (availability, the editors' lists)
// and change them by calling inventory's front door. Test fixtures and the rush simulator in
// `src/testing/` set up their own rows and are not production code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './eslint-boundaries.js';

const SERVER = path.join(REPO_ROOT, 'apps', 'server', 'src');
const OWNER = path.join(SERVER, 'modules', 'inventory');

/** A write of inventory's tables, through drizzle or in SQL. */
const PLACE_WRITES =
  /\b(?:insert|update|delete)\(\s*(?:capacities|holds|orderCapacityUses)\s*\)|\b(?:UPDATE|DELETE\s+FROM|INSERT\s+INTO)\s+"?(?:capacities|holds|order_capacity_uses)\b/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === OWNER ? [] : sources(full);
    const production =
      name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.fixtures.ts');
    return production ? [full] : [];
  });
}

/** The text without its comments (a comment may name the tables). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function placeWrites(text: string): string[] {
  return [...code(text).matchAll(PLACE_WRITES)].map((m) => m[0].replace(/\s+/g, ' '));
}

describe('places move only through inventory', () => {
  const files = sources(SERVER).filter((file) => !file.startsWith(path.join(SERVER, 'testing')));

  it('reads the real tree, the catalog writers and the checkout included', () => {
    const names = files.map((file) => path.relative(SERVER, file).split(path.sep).join('/'));
    expect(names).toContain('modules/admin-catalog/catalog-admin.repository.ts');
    expect(names).toContain('modules/catalog-file/catalog.repository.ts');
    expect(names).toContain('modules/checkout/booking.service.ts');
    expect(names.some((name) => name.startsWith('modules/inventory/'))).toBe(false);
  });

  it('finds no write of capacities, holds or capacity uses outside inventory', () => {
    const offenders = files.flatMap((file) =>
      placeWrites(readFileSync(file, 'utf8')).map(
        (write) => `${path.relative(REPO_ROOT, file)}: ${write}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a planted write in drizzle and in SQL, not a read or a comment', () => {
    expect(placeWrites('await tx.update(capacities).set({ capacity: 3 });')).toEqual([
      'update(capacities)',
    ]);
    expect(placeWrites('await tx.delete(holds).where(eq(holds.orderId, 1));')).toEqual([
      'delete(holds)',
    ]);
    expect(placeWrites('await tx.execute(sql`DELETE FROM capacities WHERE id = ${id}`);')).toEqual([
      'DELETE FROM capacities',
    ]);
    expect(placeWrites('sql`INSERT INTO order_capacity_uses (order_id) VALUES (1)`')).toEqual([
      'INSERT INTO order_capacity_uses',
    ]);
    expect(placeWrites('tx.select().from(capacities).innerJoin(holds, on)')).toEqual([]);
    expect(placeWrites('// DELETE FROM capacities is inventory’s\nexport {};')).toEqual([]);
  });
});
