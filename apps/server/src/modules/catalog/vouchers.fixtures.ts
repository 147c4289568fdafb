/**
 * Test data for vouchers: fixed and variable gift voucher types in two categories (plus an inactive
 * type alone in a third), and voucher codes that are valid, partly used, used up, not yet valid,
 * expired, and one whose validity ends in summer (where UTC+1 and Berlin time differ).
 */
import { addDays, venueToday } from '@foyer/domain';
import type { Db } from '../../db/client';
import { voucherCategories, voucherCodes, voucherTypes } from '../../db/schema';

/** The value, or a thrown error when a fixture insert returned nothing (a broken fixture). */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('fixture row missing');
  return value;
}

export interface VoucherFixture {
  today: string;
  yesterday: string;
  tomorrow: string;
  categories: { gifts: number; experiences: number; retired: number };
  types: { fixed: number; variable: number; night: number; retired: number };
}

/** Inserts voucher categories, types and codes once per test database. */
export async function insertVoucherFixture(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<VoucherFixture> {
  const today = venueToday(now, timeZone);
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);

  const [gifts, experiences, retiredCategory] = await db
    .insert(voucherCategories)
    .values([
      { name: { de: 'Geschenkgutscheine', en: 'Gift vouchers' }, sequenceNo: 1 },
      { name: { de: 'Erlebnisgutscheine' }, sequenceNo: 2 },
      { name: { de: 'Alte Gutscheine' }, sequenceNo: 0 },
    ])
    .returning();

  const [fixed, variable, night, retired] = await db
    .insert(voucherTypes)
    .values([
      {
        groupId: must(gifts).id,
        name: { de: 'Gutschein 25 €', en: 'Voucher €25' },
        description: { de: '<p>Einlösbar im Museum und im Shop.</p>' },
        image: '/static/vouchers/25.jpg',
        price: 2500,
        sequenceNo: 1,
      },
      {
        groupId: must(gifts).id,
        name: { de: 'Wunschbetrag', en: 'Amount of your choice' },
        variableAmount: true,
        sequenceNo: 2,
      },
      {
        groupId: must(experiences).id,
        name: { de: 'Museumsnacht für zwei' },
        price: 4800,
        vatValue: 19,
        sequenceNo: 0,
      },
      {
        groupId: must(retiredCategory).id,
        name: { de: 'Jubiläumsgutschein' },
        price: 1000,
        active: false,
      },
    ])
    .returning();

  await db.insert(voucherCodes).values([
    {
      barcode: 'GIFT-VALID-50',
      name: { de: 'Geschenkgutschein 50 €', en: 'Gift voucher €50' },
      amount: 5000,
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      voucherTypeId: must(fixed).id,
    },
    // Sold in the shop: no name of its own, named after its type.
    { barcode: 'GIFT-PARTLY', amount: 5000, usedAmount: 1800, voucherTypeId: must(variable).id },
    { barcode: 'GIFT-USED', name: { de: 'Aufgebraucht' }, amount: 2500, usedAmount: 2500 },
    { barcode: 'GIFT-SOON', name: { de: 'Ab morgen' }, amount: 2000, validFrom: tomorrow },
    { barcode: 'GIFT-OLD', name: { de: 'Bis gestern' }, amount: 2000, validTo: yesterday },
    {
      barcode: 'GIFT-OLD-USED',
      name: { de: 'Abgelaufen und aufgebraucht' },
      amount: 2000,
      usedAmount: 2000,
      validTo: yesterday,
    },
    { barcode: 'GIFT-SUMMER', name: { de: 'Sommer' }, amount: 3000, validTo: '2027-07-31' },
  ]);

  return {
    today,
    yesterday,
    tomorrow,
    categories: {
      gifts: must(gifts).id,
      experiences: must(experiences).id,
      retired: must(retiredCategory).id,
    },
    types: {
      fixed: must(fixed).id,
      variable: must(variable).id,
      night: must(night).id,
      retired: must(retired).id,
    },
  };
}
