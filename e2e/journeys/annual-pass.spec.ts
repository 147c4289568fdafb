/** Journey (it): an annual pass for two holders, to the e-mail with the passes. */
import { expect, test, uniqueEmail, apiGet } from './fixtures';
import { t } from './i18n';
import { payByCard } from './provider';
import {
  checkoutAsGuestByCard,
  expectSuccess,
  expectTicketMail,
  leipzigGuest,
  openBasket,
} from './steps';

test.setTimeout(90_000);

test('two annual passes with two named holders are paid and sent by e-mail', async ({
  page,
  api,
}) => {
  const lang = 'it';
  const email = uniqueEmail('pass-it');
  const pass = (
    await apiGet<Array<{ id: number; name: string; product_kind_ref: number }>>(
      api,
      lang,
      'merchandise/select',
    )
  ).find((article) => article.product_kind_ref === 13)!;
  await page.goto(`/${lang}/passes/${pass.id}`);
  await page.getByRole('button', { name: t(lang, 'merchandise.increase') }).click();
  const holders = [
    { first: 'Giulia', last: 'Rossi' },
    { first: 'Marco', last: 'Rossi' },
  ];
  for (const [index, holder] of holders.entries()) {
    const group = page.getByRole('group', {
      name: t(lang, 'passes.holder', { number: index + 1 }),
      exact: true,
    });
    await group
      .getByRole('textbox', { name: t(lang, 'passes.firstName'), exact: true })
      .fill(holder.first);
    await group
      .getByRole('textbox', { name: t(lang, 'passes.lastName'), exact: true })
      .fill(holder.last);
  }
  await page.getByRole('button', { name: t(lang, 'merchandise.addToBasket') }).click();
  await openBasket(page, lang, 1);
  await expect(page.getByText(/Giulia Rossi, Marco Rossi/)).toBeVisible();
  await checkoutAsGuestByCard(page, api, lang, leipzigGuest('Giulia', 'Rossi', email));
  await payByCard(page, lang);
  const orderToken = await expectSuccess(page, lang);
  await expectTicketMail(email, orderToken);
});
