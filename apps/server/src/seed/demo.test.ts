import { ANNUAL_PASS_PRODUCT_KIND, addDays, checkVoucherCode, venueToday } from '@foyer/domain';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog, type ExportedCatalog } from '../modules/catalog-file/testing';
import type { Database } from '../db/client';
import { demoConfig, TEST_NOW } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { DEMO_DAYS, seedDemoIfEmpty } from './demo';
import { seedDemoOrders } from './demo-orders';

const config = demoConfig();
const today = venueToday(TEST_NOW, config.server.timeZone);
const staticRoot = fileURLToPath(new URL('../../static/', import.meta.url));

/** Every `/static/…` path anywhere in the catalog. */
function staticPaths(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/static/')) out.add(value);
  else if (Array.isArray(value)) value.forEach((item) => staticPaths(item, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => staticPaths(item, out));
  return out;
}

/** Every display text map (`name`, `text`, `title`) anywhere in the catalog. */
function nameMaps(value: unknown, out: Record<string, string>[] = []): Record<string, string>[] {
  if (Array.isArray(value)) value.forEach((item) => nameMaps(item, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (['name', 'text', 'title'].includes(key) && item && typeof item === 'object') {
        out.push(item as Record<string, string>);
      } else nameMaps(item, out);
    }
  }
  return out;
}

describe.each(testDatabaseKinds())('demo museum on $name', ({ open }) => {
  let database: Database;
  let seeded: boolean;
  let catalog: ExportedCatalog;
  beforeAll(async () => {
    database = await open();
    seeded = await seedDemoIfEmpty(database.db, TEST_NOW, config);
    // What is sold comes from the demo orders (demo-sales-plan.ts), as on a demo shop's first start.
    await seedDemoOrders(database.db, TEST_NOW, config);
    catalog = await exportCatalog(database.db);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('seeds an empty database once; the second time it changes nothing', async () => {
    expect(seeded).toBe(true);
    expect(
      await seedDemoIfEmpty(database.db, new Date(TEST_NOW.getTime() + 86_400_000), config),
    ).toBe(false);
    expect(await exportCatalog(database.db)).toEqual(catalog);
  });

  it('has two venues and a timed-entry exhibition every 30 minutes for the next 60 days', () => {
    expect(catalog.venues).toHaveLength(2);
    const exhibition = catalog.events!.find((event) =>
      event.tickets.some((ticket) => ticket.mode === 1 && !ticket.family),
    )!;
    const dates = [...new Set(exhibition.slots.map((slot) => slot.startsAt.slice(0, 10)))];
    expect(dates[0]).toBe(today);
    expect(dates.at(-1)! <= addDays(today, DEMO_DAYS)).toBe(true);
    expect(dates.length).toBeGreaterThan(45);
    const firstDay = exhibition.slots.filter((slot) => slot.startsAt.startsWith(today));
    expect(firstDay.map((slot) => slot.startsAt.slice(11))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
    const nearlyFull = exhibition.slots.filter((slot) => {
      const left = slot.capacity - slot.sold;
      return left > 0 && left <= 3;
    });
    expect(nearlyFull.length).toBeGreaterThan(10);
    const soldOutDays = dates.filter((date) =>
      exhibition.slots
        .filter((slot) => slot.startsAt.startsWith(date))
        .every((slot) => slot.sold === slot.capacity),
    );
    expect(soldOutDays).toHaveLength(1);
  });

  it('has an evening event with event-long tickets, a scheduled range, day tickets and a family ticket', () => {
    const events = catalog.events!;
    const evening = events.find((event) =>
      event.tickets.some((ticket) => ticket.mode === 3 && !ticket.dayTicket),
    )!;
    expect(evening.capacity).toBeGreaterThan(evening.sold);
    expect(evening.startsAt!.slice(11) >= '17:00').toBe(true);
    expect(evening.endsAt! > evening.startsAt!).toBe(true);

    const ranged = events.find((event) => event.tickets.some((ticket) => ticket.mode === 5))!;
    expect(ranged.slots.length).toBeGreaterThan(10);
    expect(ranged.slots.every((slot) => slot.mode === 5 && slot.endsAt! > slot.startsAt)).toBe(
      true,
    );
    expect(ranged.venue).toBe(2);

    const daily = events.find((event) => event.tickets.some((ticket) => ticket.dayTicket))!;
    expect(daily.tickets.filter((ticket) => ticket.dayTicket).length).toBeGreaterThanOrEqual(2);
    expect(daily.days.length).toBeGreaterThan(45);

    const family = events.flatMap((event) => event.tickets).find((ticket) => ticket.family)!;
    expect(family.subtickets.length).toBeGreaterThanOrEqual(2);
    expect(family.subtickets.every((sub) => sub.minQuantity >= 1)).toBe(true);
  });

  it('has at least four tours in several languages, categories and both venues, with every question type', () => {
    const tours = catalog.tours!;
    expect(tours.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tours.map((tour) => tour.language))).toEqual(new Set(['de', 'en', 'fr']));
    expect(new Set(tours.map((tour) => tour.venue))).toEqual(new Set([1, 2]));
    expect(new Set(tours.flatMap((tour) => tour.categories)).size).toBeGreaterThanOrEqual(3);
    expect(
      new Set(tours.flatMap((tour) => tour.questions.map((question) => question.type))),
    ).toEqual(new Set(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']));
    const complete = tours.filter((tour) => tour.bookCompleteTour);
    expect(complete.length).toBeGreaterThanOrEqual(1);
    expect(complete.every((tour) => tour.prices.length > 0 && tour.slots.length > 0)).toBe(true);
    expect(tours.every((tour) => tour.slots.length > 0)).toBe(true);
    const fullSlots = tours.flatMap((tour) =>
      tour.slots.filter((slot) => slot.participants.sold === slot.participants.capacity),
    );
    expect(fullSlots.length).toBeGreaterThan(0);
  });

  it('sells merchandise with images, one article out of stock, and two annual passes', () => {
    const items = catalog.merchandise!;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((item) => item.images.length > 0)).toBe(true);
    expect(items.filter((item) => item.sold >= item.capacity)).toHaveLength(1);
    expect(items.filter((item) => item.productKind === ANNUAL_PASS_PRODUCT_KIND)).toHaveLength(2);
  });

  it('offers fixed and variable gift vouchers and codes in every state', () => {
    expect(catalog.voucherTypes!.some((type) => type.variableAmount)).toBe(true);
    expect(catalog.voucherTypes!.some((type) => !type.variableAmount && type.price > 0)).toBe(true);
    const state = (barcode: string) => {
      const code = catalog.voucherCodes!.find((item) => item.barcode === barcode)!;
      const result = checkVoucherCode(
        {
          amount: code.amount,
          used_amount: code.usedAmount,
          valid_from: code.validFrom,
          valid_to: code.validTo,
        },
        TEST_NOW,
      );
      return result.ok ? `ok ${result.value.available}` : result.code;
    };
    expect(state('DEMO-VALID-50')).toBe('ok 5000');
    expect(state('DEMO-PARTLY-USED')).toBe('ok 3150');
    expect(state('DEMO-USED-UP')).toBe('VOUCHER_NO_AMOUNT_LEFT');
    expect(state('DEMO-NOT-YET')).toBe('VOUCHER_NOW_IS_BEFORE_VALID_FROM');
    expect(state('DEMO-EXPIRED')).toBe('VOUCHER_NOW_IS_AFTER_VALID_TO');
  });

  it('has pages, banners with mobile images, social links and a cookie notice in German and English', () => {
    expect(catalog.pages!.map((page) => page.id).sort()).toEqual([
      'accessibility_statement',
      'data_protection',
      'imprint',
      'shipping',
      'terms',
    ]);
    for (const page of catalog.pages!) {
      expect(page.html.de!.length).toBeGreaterThan(400);
      expect(page.html.en!.length).toBeGreaterThan(400);
    }
    expect(catalog.pages!.find((page) => page.id === 'shipping')!.html.de).toContain('4,90');
    expect(catalog.banners!.length).toBeGreaterThanOrEqual(2);
    expect(catalog.banners!.every((banner) => banner.imageMobile)).toBe(true);
    expect(catalog.socialLinks!.length).toBeGreaterThanOrEqual(2);
    const cookie = catalog.contentBlocks!.find((block) => block.key === 'cookie_warning')!;
    expect(cookie.text.de && cookie.text.en).toBeTruthy();
    for (const texts of nameMaps(catalog)) {
      expect(texts.de, JSON.stringify(texts)).toBeTruthy();
      expect(texts.en, JSON.stringify(texts)).toBeTruthy();
    }
  });

  it('refers only to images that exist in the static folder, each SVG under 10 KB', () => {
    // The configuration's logo and partner logo live in the same folder.
    const paths = [...staticPaths(catalog, staticPaths(config.shop))];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      expect(path).toMatch(/\.svg$/);
      const size = statSync(`${staticRoot}${path.slice('/static/'.length)}`).size;
      expect(size, path).toBeLessThan(10_240);
    }
  });
});
