import { expect, test } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiData } from './catalog-helpers';
import { acceptCookiesUpFront, seedBasket } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = path.resolve(here, '../docs/screenshots');

interface Article {
  id: number;
  name: string;
  price: number;
  stock: number;
  vat_value: number;
  product_kind_ref: number | null;
}

// The basket for the docs, taken with `npm run screenshots`: a ticket, an article and a voucher code.
for (const width of [375, 1280]) {
  test(`basket at ${width} px`, async ({ page, request }) => {
    const articles = await apiData<Article[]>(request, 'de/merchandise/select');
    const entry = articles.find((a) => a.stock > 5 && a.product_kind_ref !== 13)!;
    const base = { datetime: null, date: null, time: null };
    const items = [
      {
        ...base,
        type: 'ticket',
        id: 1,
        name: 'Lichtspiele – Erwachsene',
        price: 1400,
        totalPrice: 2800,
        count: 2,
        totalCount: 2,
        datetime: '2026-06-13T10:30',
        date: '2026-06-13',
        time: '10:30',
        subtickets: [],
        vat_value: 7,
      },
      {
        ...base,
        type: 'merchandise',
        id: entry.id,
        name: entry.name,
        price: entry.price,
        totalPrice: entry.price,
        count: 1,
        totalCount: 1,
        vat_value: entry.vat_value,
      },
    ];
    await acceptCookiesUpFront(page);
    await seedBasket(page, items);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 860 });
    await page.goto('/de/checkout');
    await page.getByRole('textbox', { name: 'Gutscheincode' }).fill('DEMO-VALID-10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByText('Angerechnet: 10,00 €')).toBeVisible();
    await expect(page.getByText('Versandkosten:')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(folder, `basket-${width}.png`), fullPage: true });
  });
}
