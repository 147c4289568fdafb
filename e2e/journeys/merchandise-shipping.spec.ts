/**
 * Journey (fr): a merchandise article (with an evening ticket) shipped to France, the guest's
 * separate shipping address; the shipping costs are shown in the basket and the payment step; paid
 * by SEPA direct debit entered in the shop.
 */
import { expect, test, uniqueEmail, apiGet } from './fixtures';
import { t, tPattern } from './i18n';
import { payBySepa, TEST_IBAN } from './provider';
import {
  acceptTermsAndContinue,
  addNightTickets,
  expectSuccess,
  expectTicketMail,
  field,
  openBasket,
  payButton,
  paymentTypeName,
  registerAsGuest,
} from './steps';

test.setTimeout(90_000);

interface Article {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly product_kind_ref: number;
}

test('merchandise shipped to France shows its shipping costs and arrives with the e-mail', async ({
  page,
  api,
}) => {
  const lang = 'fr';
  const email = uniqueEmail('merch-fr');
  const article = (await apiGet<Article[]>(api, lang, 'merchandise/select')).find(
    (candidate) => candidate.product_kind_ref !== 13 && candidate.price < 5000,
  )!;
  await page.goto(`/${lang}/product/${article.id}`);
  await page.getByRole('button', { name: t(lang, 'merchandise.addToBasket') }).click();
  await addNightTickets(page, api, lang, 1);
  await openBasket(page, lang, 2);

  // Before login the shipping costs follow the chosen country: 9,90 € to France (demo rates).
  await field(page, t(lang, 'basket.shipping.country')).selectOption('FR');
  await expect(page.getByText(tPattern(lang, 'basket.shipping.cost'))).toContainText('9,90');
  await acceptTermsAndContinue(page, lang);
  await registerAsGuest(
    page,
    lang,
    {
      fname: 'Fanny',
      lname: 'Fournier',
      email,
      street: 'Lindenstraße 1',
      zip: '04109',
      city: 'Leipzig',
      country: 'DE',
    },
    {
      name: 'Fanny Fournier',
      street: '12 rue de la Paix',
      zip: '75002',
      city: 'Paris',
      country: 'FR',
    },
  );
  await expect(page.getByRole('definition').filter({ hasText: '9,90' })).toBeVisible();
  await page
    .getByRole('radio', { name: await paymentTypeName(api, lang, 164), exact: true })
    .check();
  await field(page, t(lang, 'payment.accountHolder')).fill('Fanny Fournier');
  await field(page, t(lang, 'payment.iban')).fill(TEST_IBAN);
  await payButton(page, lang).click();
  await payBySepa(page, lang);

  const orderToken = await expectSuccess(page, lang);
  const mail = await expectTicketMail(email, orderToken);
  expect(mail.text).toContain('Paris');
  expect(mail.text).toMatch(/9,90/);
});
