/**
 * Drives the built-in test payment provider's hosted page (`/pay/test/{ref}`, see
 * apps/server/src/modules/payments/test-provider): fields and buttons are found by their labels in
 * the payment's language, the same texts the server renders.
 */
import { expect, type Page } from '@playwright/test';
import type { Language } from '@foyer/domain';
import { text } from '../../apps/server/src/modules/payments/testing';

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const TEST_IBAN = 'DE89370400440532013000';

/** Waits until the browser shows the provider's page of a payment, in `lang`. */
export async function expectProviderPage(page: Page, lang: Language): Promise<void> {
  await page.waitForURL(/\/pay\/test\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('title', lang));
}

/** The payment reference of the provider page the browser shows. */
export function providerRef(page: Page): string {
  const ref = /\/pay\/test\/([A-Za-z0-9_-]{32})$/.exec(new URL(page.url()).pathname)?.[1];
  if (!ref) throw new Error(`not on the provider's page: ${page.url()}`);
  return ref;
}

/** The amount the provider's page asks for, as shown (e.g. "28,00 €"). */
export async function providerAmount(page: Page): Promise<string> {
  return (await page.locator('.summary .amount').innerText()).trim();
}

/** A card payment; `number` decides the outcome (4242… pays, 4000…0002 is declined). */
export async function payByCard(page: Page, lang: Language, number = GOOD_CARD): Promise<void> {
  await expectProviderPage(page, lang);
  await page.getByLabel(text('cardNumber', lang)).fill(number);
  await page.getByLabel(text('expiry', lang)).fill('12/30');
  await page.getByLabel(text('cvc', lang), { exact: true }).fill('123');
  await page.getByRole('button', { name: text('pay', lang), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pay/test/'));
}

/** A declined card: the provider sends the browser back to the shop's continue URL. */
export function payWithDeclinedCard(page: Page, lang: Language): Promise<void> {
  return payByCard(page, lang, DECLINED_CARD);
}

/** SEPA direct debit: the account holder and IBAN are prefilled from the shop; filled when empty. */
export async function payBySepa(
  page: Page,
  lang: Language,
  account: { holder: string; iban: string } = { holder: 'Ada Lovelace', iban: TEST_IBAN },
): Promise<void> {
  await expectProviderPage(page, lang);
  const holder = page.getByLabel(text('accountHolder', lang));
  const iban = page.getByLabel(text('iban', lang), { exact: true });
  if ((await holder.inputValue()) === '') await holder.fill(account.holder);
  if ((await iban.inputValue()) === '') await iban.fill(account.iban);
  await page.getByRole('button', { name: text('pay', lang), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pay/test/'));
}

/** The Apple Pay / Google Pay sheet (also the express wallet with a wallet): one confirm button. */
export async function confirmWallet(
  page: Page,
  lang: Language,
  wallet: 'Apple Pay' | 'Google Pay' = 'Apple Pay',
): Promise<void> {
  await expectProviderPage(page, lang);
  await page
    .getByRole('button', { name: text('walletConfirm', lang, { wallet }), exact: true })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pay/test/'));
}

/** The express wallet without an account: the payer's name and e-mail, then pay. */
export async function payByExpressWallet(
  page: Page,
  lang: Language,
  payer: { fname: string; lname: string; email: string },
): Promise<void> {
  await expectProviderPage(page, lang);
  await expect(page.getByText(text('expressIntro', lang))).toBeVisible();
  await page.getByLabel(text('firstName', lang)).fill(payer.fname);
  await page.getByLabel(text('lastName', lang)).fill(payer.lname);
  await page.getByLabel(text('email', lang), { exact: true }).fill(payer.email);
  const pay = page.getByRole('button', { name: text('pay', lang), exact: true });
  const wallet = page.getByRole('button', {
    name: new RegExp(text('walletConfirm', lang, { wallet: '' }).trim()),
  });
  await ((await pay.count()) > 0 ? pay : wallet).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pay/test/'));
}

/** Cancels on the provider's page: the browser goes to the shop's cancel URL. */
export async function cancelPayment(page: Page, lang: Language): Promise<void> {
  await expectProviderPage(page, lang);
  await page.getByRole('button', { name: text('cancel', lang), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pay/test/'));
}
