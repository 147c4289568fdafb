/**
 * The catalog's content screens in Chromium: a manager edits the imprint's Danish
 * text (a script is refused at the field) and a banner's Danish description, and the shop in Danish
 * shows both at once; the manager adds a basket offer and the Danish basket offers that article.
 * A broken catalog file's errors are listed in the staff member's language (Danish), naming the field.
 * Taken out of the shop, the accessibility statement is Foyer's default with the museum's contact.
 * Axe finds no violations; screenshots at 1280 px and 375 px.
 */
import { expect, test, type Page } from './hydrated-test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_CONTENT_PORT ?? 4511);
const MANAGER = 'manager@museum.example';
/** The demo museum's `shop.supportEmail`. */
const SUPPORT = 'besucherservice@stadtmuseum-lindenau.example';

let server: AdminServer | null = null;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'content',
    staff: [{ email: MANAGER, role: 'manager', name: 'Manager Member', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

async function shots(page: Page, name: string) {
  await page.screenshot({
    path: path.join(root, `docs/screenshots/admin-catalog-${name}.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, `docs/screenshots/admin-catalog-${name}-375.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a manager edits the imprint in Danish and the Danish shop shows it at once', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog');
  await page
    .getByRole('navigation', { name: 'Parts of the catalog' })
    .getByRole('link', {
      name: 'Pages',
    })
    .click();
  await expect(page).toHaveURL(/\/admin\/catalog\/pages$/);
  await expect(page.getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'pages');

  await page.getByRole('link', { name: 'Imprint' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
  await page.getByRole('button', { name: 'Dansk' }).click();
  await page.getByLabel('Title (Dansk)').fill('Kolofon for museet');
  const html = page.getByLabel('Text (HTML) (Dansk)');
  await html.fill('<p>Hej fra museet</p><img src="x" onerror="alert(1)">');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(html).toHaveAccessibleDescription(
    /Dansk: Scripts, event handlers, frames and javascript: links are not allowed\./,
  );
  await html.fill('<p>Hej fra <strong>museet</strong> i Lindenau.</p>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'page-editor');

  await page.goto('/da/page/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kolofon for museet');
  await expect(page.getByText('Hej fra museet i Lindenau.')).toBeVisible();
});

test('taken out of the shop, the accessibility statement is Foyer’s default with the museum’s contact', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog/pages/accessibility_statement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  await expect(page.getByLabel('Text (HTML) (Deutsch)')).toHaveAccessibleDescription(
    /Languages left empty show Foyer’s default statement/,
  );
  await page.getByText('Foyer’s default statement (Deutsch)').click();
  await expect(page.getByRole('heading', { name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Take out of the shop' }).click();
  await expect(page.getByText('The shop shows Foyer’s default statement again.')).toBeVisible();

  await page.goto('/en');
  await page
    .getByRole('region', { name: /Cookies/ })
    .getByRole('button')
    .click();
  for (const lang of ['en', 'de'] as const) {
    await page.goto(`/${lang}`);
    await page.locator(`footer a[href="/${lang}/page/accessibility_statement"]`).click();
    await expect(page).toHaveURL(`/${lang}/page/accessibility_statement`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'Accessibility statement' : 'Erklärung zur Barrierefreiheit',
    );
    await expect(article.getByRole('heading', { level: 2 })).toHaveCount(6);
    await expect(article.getByRole('link', { name: SUPPORT })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT}`,
    );
    await expect(article.getByRole('link', { name: '+49 3412 55 10 0' })).toHaveAttribute(
      'href',
      'tel:+49341255100',
    );
    await expect(article).not.toContainText('demo shop');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    if (lang === 'en') {
      await page.screenshot({
        path: path.join(root, 'docs/screenshots/accessibility-statement-1280.png'),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    if (lang === 'en') {
      await page.screenshot({
        path: path.join(root, 'docs/screenshots/accessibility-statement-375.png'),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('a manager edits a banner in Danish and the Danish home page shows it at once', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog/banners');
  const first = page.getByRole('table').getByRole('link').first();
  await expect(first).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'banners');
  await first.click();
  await expect(page).toHaveURL(/\/admin\/catalog\/banners\/\d+$/);
  await page.getByRole('button', { name: 'Dansk' }).click();
  await page.getByLabel('Image description (Dansk)').fill('Vinterlys i museet');
  await page.getByLabel('Link (optional)').fill('no link');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Link (optional)')).toHaveAccessibleDescription(
    'Enter an address that starts with https:// or /.',
  );
  await page.getByLabel('Link (optional)').fill('/tickets');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'banner-editor');

  await page.goto('/da');
  await expect(page.getByRole('img', { name: 'Vinterlys i museet' })).toBeVisible();
});

test('a manager adds a basket offer and the Danish basket offers it', async ({ page }) => {
  await signInByApi(page, MANAGER);
  const list = await page.request.get('/api/admin/catalog/upsells');
  type Article = { id: number; name: Record<string, string>; related: number[] };
  const articles = ((await list.json()) as { data: Article[] }).data;
  const book = articles.find((article) => article.id === 2);
  const mug = articles.find((article) => article.id === 8);
  if (!book?.name.en || !mug?.name.en || !mug.name.da) throw new Error('the demo has changed');
  expect(book.related).toEqual([]);

  await page.goto('/admin/catalog/upsells');
  const card = page.getByRole('article', { name: book.name.en });
  await card.getByLabel(`Article to offer with ${book.name.en}`).selectOption(String(mug.id));
  await card.getByRole('button', { name: 'Add offer' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Remove ${mug.name.en} from ${book.name.en}` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'upsells');

  await page.goto('/da/product/2');
  await page.getByRole('button', { name: 'Læg i indkøbskurven' }).click();
  await page.goto('/da/checkout');
  const offers = page.getByRole('region', { name: 'Måske kan du også lide' });
  await expect(offers.getByRole('heading', { name: mug.name.da })).toBeVisible();
});

test('the catalog file screen words the import’s errors in the staff member’s language', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog-file');
  await page.getByLabel('Language').selectOption('da');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'foyer-e2e-content-')), 'broken.yaml');
  writeFileSync(
    file,
    'version: 1\nevents:\n  - id: 1\n    name: { da: Udstilling }\n    price: -1\n' +
      'merchandise:\n  - id: 2\n    name: Bog\n    price: 100\n    capacity: -5\n',
  );
  await page.locator('input[type=file]').setInputFiles(file);
  await page.locator('form button[type=submit]').click();
  const table = page.getByRole('table');
  await expect(
    table.getByRole('row', {
      name: /events\[0\]\.price.*»price« er ikke et felt i katalogfilen\./,
    }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', {
      name: /merchandise\[0\]\.capacity.*Kapacitet skal være mindst 0\./,
    }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', {
      name: /merchandise\[0\]\.sold.*Solgt: 0 solgt er flere end kapaciteten på -5\./,
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Sprog').selectOption('en');
});
