/**
 * Catalog images in Chromium: a manager uploads an image with German and Danish
 * alt texts in the library (/admin/images), attaches it to an event in the event editor's picker,
 * and a visitor sees the event in Danish with the picture: the Danish alt text, width and height
 * set, a modern format chosen from the srcset, and the same box before and after the file arrives
 * (no layout shift). Axe finds no violations; screenshots at 375 px and 1280 px of the library and
 * of the shop's event.
 */
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import { csrfOf, root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';
import { nightSkyPhoto } from './image-fixture';

const port = Number(process.env.FOYER_E2E_IMAGES_PORT ?? 4471);
const MANAGER = 'images-manager@museum.example';
const DANISH_ALT = 'Stjernehimlen over museets tag';

let server: AdminServer | null = null;
let eventId = 0;
let fixture = '';

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fixture = await nightSkyPhoto();
  server = await startAdminServer({
    port,
    name: 'images',
    staff: [{ email: MANAGER, role: 'manager', name: 'Image Manager', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: path.join(root, `docs/screenshots/${name}-1280.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({
    path: path.join(root, `docs/screenshots/${name}-375.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a manager uploads an image with alt texts and attaches it to an event', async ({ page }) => {
  await signInByApi(page, MANAGER);
  const created = await page.request.post('/api/admin/catalog/events', {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: {
      name: { de: 'Sternennacht', da: 'Stjernenat' },
      description: { de: 'Den Himmel beobachten', da: 'Se på himlen' },
      tickets: [{ name: { de: 'Erwachsene', da: 'Voksne' }, price: 1250, vatValue: 7, mode: 3 }],
      capacity: 50,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  eventId = ((await created.json()) as { data: { id: number } }).data.id;

  await page.goto('/admin/images');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image library');
  // Without the German alt text the upload is refused at the field.
  await page.getByLabel(/^Image file/).setInputFiles(fixture);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByLabel('Alt text in Deutsch (required)')).toHaveAccessibleDescription(
    'Write the alt text in Deutsch.',
  );
  await page
    .getByLabel('Alt text in Deutsch (required)')
    .fill('Der Sternenhimmel über dem Museumsdach');
  await page.getByLabel('Alt text in Dansk').fill(DANISH_ALT);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Uploaded.')).toBeVisible({ timeout: 60_000 });
  const card = page.getByRole('listitem').filter({ hasText: 'sternennacht.jpg' });
  await expect(card.getByText('1400 × 900 pixels')).toBeVisible();
  await expect(card.getByText('Not used yet')).toBeVisible();
  // A translation added later, in the library.
  await card.getByText('Edit the alt texts').click();
  await card.getByLabel('Alt text in Svenska').fill('Stjärnhimlen över museets tak');
  await card.getByRole('button', { name: 'Save the alt texts' }).click();
  await expect(card.getByText('The alt texts are saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/admin/catalog/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sternennacht');
  const picker = page.getByRole('region', { name: 'Image' });
  await expect(picker.getByText('No image yet.')).toBeVisible();
  await picker.getByRole('radio', { name: /Der Sternenhimmel/ }).check();
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker.getByText('The image is saved.')).toBeVisible();
  await expect(
    picker.getByRole('img', { name: 'Der Sternenhimmel über dem Museumsdach' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/admin/images');
  await expect(card.getByRole('link', { name: 'Sternennacht' })).toBeVisible();
  await shoot(page, 'admin-images');
});

test('a visitor sees the event in Danish with its picture, and nothing shifts while it loads', async ({
  page,
}) => {
  // Hold the image files back until the box has been measured.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/media/**', async (route) => {
    await released;
    await route.continue();
  });
  // The page's load event waits for the held images (the server's first view has them in its HTML).
  await page.goto(`/da/tickets/${eventId}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stjernenat');
  const image = page.getByRole('img', { name: DANISH_ALT });
  await expect(image).toHaveAttribute('width', '1400');
  await expect(image).toHaveAttribute('height', '900');
  await expect(image).toHaveAttribute('sizes', /vw/);
  await expect(image).toHaveAttribute('srcset', /-320\.jpg 320w, .*-1400\.jpg 1400w$/);
  // The picture in view: the server's first view until its images are in, then the app's.
  const sources = page.locator('picture', { has: image }).locator('source');
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute('type', 'image/avif');
  const before = await image.boundingBox();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  release();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Once its images are in, the first view hands over to the app: the picture stays where it was.
  await expect(page.locator('#foyer-first-view')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const after = await image.boundingBox();
  expect(before?.height).toBeGreaterThan(0);
  expect(after).toEqual(before);
  // Chromium takes the AVIF file of a width that fits the box.
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Acceptér' }).click();
  await shoot(page, 'shop-event-image');

  await page.goto('/da/tickets');
  const cardImage = page.locator('.catalog-card__image[srcset*="/media/"]');
  await expect(cardImage).toHaveAttribute('loading', 'lazy');
  await expect(cardImage).toHaveAttribute('width', '1400');
});
