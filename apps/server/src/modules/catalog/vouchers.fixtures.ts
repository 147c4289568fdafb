/**
 * Test data for vouchers: fixed and variable gift voucher types in two categories (plus an inactive
 * type alone in a third), and voucher codes that are valid, partly used, used up, not yet valid,
 * expired, and one whose validity ends in summer (where UTC+1 and Berlin time differ).
 */
import { addDays, venueToday } from '@foyer/domain';
import type { Db } from '../../db/client';
import { importTestCatalog } from '../../testing/catalog';

export interface VoucherFixture {
  today: string;
  yesterday: string;
  tomorrow: string;
  categories: { gifts: number; experiences: number; retired: number };
  types: { fixed: number; variable: number; night: number; retired: number };
}

const categories = { gifts: 1, experiences: 2, retired: 3 };
const types = { fixed: 1, variable: 2, night: 3, retired: 4 };

/** Imports voucher categories, types and codes once per test database. */
export async function insertVoucherFixture(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<VoucherFixture> {
  const today = venueToday(now, timeZone);
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);

  await importTestCatalog(db, {
    voucherCategories: [
      {
        id: categories.gifts,
        name: { de: 'Geschenkgutscheine', en: 'Gift vouchers' },
        sequenceNo: 1,
      },
      { id: categories.experiences, name: { de: 'Erlebnisgutscheine' }, sequenceNo: 2 },
      { id: categories.retired, name: { de: 'Alte Gutscheine' }, sequenceNo: 0 },
    ],
    voucherTypes: [
      {
        id: types.fixed,
        category: categories.gifts,
        name: { de: 'Gutschein 25 €', en: 'Voucher €25' },
        description: { de: '<p>Einlösbar im Museum und im Shop.</p>' },
        image: '/static/vouchers/25.jpg',
        price: 2500,
        sequenceNo: 1,
      },
      {
        id: types.variable,
        category: categories.gifts,
        name: { de: 'Wunschbetrag', en: 'Amount of your choice' },
        price: 0,
        variableAmount: true,
        sequenceNo: 2,
      },
      {
        id: types.night,
        category: categories.experiences,
        name: { de: 'Museumsnacht für zwei' },
        price: 4800,
        vatValue: 19,
        sequenceNo: 0,
      },
      {
        id: types.retired,
        category: categories.retired,
        name: { de: 'Jubiläumsgutschein' },
        price: 1000,
        active: false,
      },
    ],
    voucherCodes: [
      {
        id: 1,
        barcode: 'GIFT-VALID-50',
        name: { de: 'Geschenkgutschein 50 €', en: 'Gift voucher €50' },
        amount: 5000,
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
        voucherType: types.fixed,
      },
      // Sold in the shop: no name of its own, named after its type.
      {
        id: 2,
        barcode: 'GIFT-PARTLY',
        amount: 5000,
        usedAmount: 1800,
        voucherType: types.variable,
      },
      { id: 3, barcode: 'GIFT-USED', name: { de: 'Aufgebraucht' }, amount: 2500, usedAmount: 2500 },
      { id: 4, barcode: 'GIFT-SOON', name: { de: 'Ab morgen' }, amount: 2000, validFrom: tomorrow },
      { id: 5, barcode: 'GIFT-OLD', name: { de: 'Bis gestern' }, amount: 2000, validTo: yesterday },
      {
        id: 6,
        barcode: 'GIFT-OLD-USED',
        name: { de: 'Abgelaufen und aufgebraucht' },
        amount: 2000,
        usedAmount: 2000,
        validTo: yesterday,
      },
      {
        id: 7,
        barcode: 'GIFT-SUMMER',
        name: { de: 'Sommer' },
        amount: 3000,
        validTo: '2027-07-31',
      },
    ],
  });

  return { today, yesterday, tomorrow, categories, types };
}
