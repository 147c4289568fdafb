/**
 * Pictures on every catalog item and tour start capacities in Chromium: a
 * manager attaches a library image to a product in its editor's picker, and a visitor sees the
 * product in the Danish shop with the picture (Danish alt text, width and height set, the box
 * reserved); a tour start's places lowered below what is sold and held are refused with the numbers
 * on screen. Axe finds no violations; screenshots at 375 px and 1280 px of the product page.
 */
import { addDays, routePath } from '@foyer/domain';
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import sharp from 'sharp';
import { csrfOf, root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations, venueToday } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_PICTURES_PORT ?? 4571);
const MANAGER = 'pictures-manager@museum.example';
const DANISH_ALT = 'Et blåt krus på et træbord';

let server: AdminServer | null = null;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'pictures',
    staff: [{ email: MANAGER, role: 'manager', name: 'Picture Manager', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

/** A generated photo (no binaries in git): a blue mug-like disc on a warm background. */
async function mugJpeg(): Promise<Buffer> {
  const width = 1200;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const inside = (x - 600) ** 2 + (y - 620) ** 2 < 330 ** 2;
      pixels[at] = inside ? 30 : 190 + Math.round((y / height) * 40);
      pixels[at + 1] = inside ? 70 + Math.round((x / width) * 60) : 150;
      pixels[at + 2] = inside ? 170 : 110;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: path.join(root, `docs/screenshots/${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a product gets its picture in the editor and shows it in the Danish shop', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  const csrf = await csrfOf(page);
  const created = await page.request.post('/api/admin/catalog/merchandise', {
    headers: { 'x-csrf-token': csrf },
    data: {
      name: { de: 'Museumstasse', da: 'Museumskrus' },
      description: { de: 'Steingut, 300 ml', da: 'Stentøj, 300 ml' },
      price: 1290,
      vatValue: 19,
      needsShipping: false,
      capacity: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const productId = ((await created.json()) as { data: { id: number } }).data.id;
  const uploaded = await page.request.post('/api/admin/images', {
    headers: { 'x-csrf-token': csrf },
    multipart: {
      'alt.de': 'Eine blaue Tasse auf einem Holztisch',
      'alt.da': DANISH_ALT,
      file: { name: 'tasse.jpg', mimeType: 'image/jpeg', buffer: await mugJpeg() },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await page.goto(`/admin/catalog/merchandise/${productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Museumstasse/);
  const picker = page.getByRole('region', { name: 'Image' });
  await expect(picker.getByText('No image yet.')).toBeVisible();
  await picker.getByRole('radio', { name: /Eine blaue Tasse/ }).check();
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker.getByText('The image is saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(routePath('product', 'da', { id: productId }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museumskrus');
  const image = page.getByRole('img', { name: DANISH_ALT });
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '1200');
  await expect(image).toHaveAttribute('sizes', /vw/);
  await expect(image).toHaveAttribute('srcset', /-320\.jpg 320w, .*-1200\.jpg 1200w$/);
  await expect(page.locator('.detail__media picture source')).toHaveCount(2);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = await image.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(Math.round(box?.height ?? -1));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Acceptér' }).click();
  await shoot(page, 'shop-product-image');

  // The list's card shows the same picture, lazily, with its size set.
  await page.goto(routePath('merchandise', 'da', {}));
  const card = page.locator('.shop-card__image[srcset*="/media/"]');
  await expect(card).toHaveAttribute('loading', 'lazy');
  await expect(card).toHaveAttribute('width', '1200');
});

test('a tour start’s places below what is sold and held are refused with the numbers', async ({
  page,
  request,
}) => {
  const day = addDays(await venueToday(page.request), 2);
  await signInByApi(page, MANAGER);
  const csrf = await csrfOf(page);
  const tour = await page.request.post('/api/admin/catalog/tours', {
    headers: { 'x-csrf-token': csrf },
    data: {
      name: { de: 'Turmführung', da: 'Tårnrundvisning' },
      description: { de: 'Hinauf', da: 'Op' },
      language: 'de',
      maxParticipants: 20,
      tickets: [{ name: { de: 'Erwachsene', da: 'Voksne' }, price: 1200, vatValue: 7 }],
    },
  });
  expect(tour.status(), await tour.text()).toBe(200);
  const detail = (
    (await tour.json()) as { data: { id: number; tour: { tickets: { id: number }[] } } }
  ).data;
  const slots = await page.request.post(`/api/admin/catalog/tours/${detail.id}/slots`, {
    headers: { 'x-csrf-token': csrf },
    data: { startsAt: `${day}T14:00`, participants: { capacity: 12 }, tours: { capacity: 1 } },
  });
  expect(slots.status(), await slots.text()).toBe(200);

  // A guest's order waiting for its payment holds three places of the start.
  const guest = await request.post('/api/da/auth/guest', {
    data: {
      c: {
        salutation: 'ms',
        fname: 'Karen',
        lname: 'Holm',
        company: '',
        email: 'karen@example.com',
        phone: '',
        street: 'Nørregade 1',
        zip: '1165',
        city: 'København',
        country: 'DK',
        send_invoice: true,
        shipping: null,
      },
    },
  });
  expect(guest.status(), await guest.text()).toBe(200);
  const token = ((await guest.json()) as { data: string }).data;
  const base = `http://127.0.0.1:${port}`;
  const started = await request.post(`/api/da/checkout/initPayment?_=${token}`, {
    data: {
      payart: 161,
      aux: {},
      cart: {
        ver: 1,
        items: [
          {
            type: 'guidedTour',
            tourId: detail.id,
            datetime: `${day}T14:00`,
            answers: {},
            prices: [],
            tickets: [{ id: detail.tour.tickets[0]?.id, count: 3 }],
          },
        ],
      },
      url: { continue: `${base}/api/health`, cancel: `${base}/api/health?canceled=1` },
    },
  });
  expect(started.status(), await started.text()).toBe(200);

  await page.goto(`/admin/catalog/tours/${detail.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turmführung');
  const places = page.getByLabel(`Places of ${day} 14:00`);
  await expect(places).toHaveValue('12');
  await places.fill('2');
  await page.getByRole('button', { name: 'Save places' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Not saved: 0 booked and 3 in baskets, so at least 3 are needed.',
  );
  await places.fill('3');
  await page.getByRole('button', { name: 'Save places' }).click();
  await expect(page.getByText(`Places of ${day} 14:00 saved.`)).toBeVisible();
  await expect(places).toHaveValue('3');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('heading', { name: 'Schedule' }).scrollIntoViewIfNeeded();
  await shoot(page, 'admin-tour-start-capacity');
});
