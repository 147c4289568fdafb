/**
 * Screenshots of the payment step and the success screen for the docs (`npm run screenshots`):
 * docs/screenshots/payment-{375,1280}.png and success-{375,1280}.png, full page.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, uniqueEmail } from './journeys/fixtures';
import { payByCard } from './journeys/provider';
import {
  acceptTermsAndContinue,
  addNightTickets,
  expectSuccess,
  openBasket,
  paymentTypeName,
  payWith,
  registerAsGuest,
} from './journeys/steps';
import { t } from './journeys/i18n';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = path.resolve(here, '../docs/screenshots');

test.setTimeout(90_000);

for (const width of [375, 1280]) {
  test(`payment step and success at ${width} px`, async ({ page, api }) => {
    const lang = 'de';
    await page.setViewportSize({ width, height: width < 600 ? 812 : 860 });
    await addNightTickets(page, api, lang, 2);
    await openBasket(page, lang, 1);
    await acceptTermsAndContinue(page, lang);
    await registerAsGuest(page, lang, {
      fname: 'Paula',
      lname: 'Zahl',
      email: uniqueEmail(`shot-${width}`),
      street: 'Lindenstraße 1',
      zip: '04109',
      city: 'Leipzig',
      country: 'DE',
    });
    await expect(page.getByRole('group', { name: t(lang, 'payment.methods') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(folder, `payment-${width}.png`), fullPage: true });

    await payWith(page, lang, await paymentTypeName(api, lang, 161));
    await payByCard(page, lang);
    await expectSuccess(page, lang);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(folder, `success-${width}.png`), fullPage: true });
  });
}
