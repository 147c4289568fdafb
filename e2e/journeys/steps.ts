/**
 * Steps the journeys share, through the real screens only, in the journey's language: the basket
 * link, terms and "continue", guest registration, the payment step, the success screen, and finding
 * the demo's bookable dates through the API.
 */
import { addDays, type Language } from '@foyer/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiGet, expect, venueToday } from './fixtures';
import { t } from './i18n';
import { pdfAttachments, waitForMail, type Mail } from './outbox';

export interface Person {
  readonly fname: string;
  readonly lname: string;
  readonly email: string;
  readonly street: string;
  readonly zip: string;
  readonly city: string;
  readonly country: string;
}

export interface ShippingAddress {
  readonly name: string;
  readonly street: string;
  readonly zip: string;
  readonly city: string;
  readonly country: string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form field by its label, with or without the "(required)" of required fields. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?(\\s*\\(.*\\))?$`));
}

/** The header's basket link (any count) is clicked: the basket opens. */
export async function openBasket(page: Page, lang: Language, count: number): Promise<void> {
  await page.getByRole('link', { name: t(lang, 'header.basket', { count }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'basket.title'));
}

/** Accepts the terms in the cart step. */
export async function acceptTerms(page: Page, lang: Language): Promise<void> {
  await page.getByRole('checkbox', { name: t(lang, 'basket.terms.label') }).check();
}

/** Accepts the terms and continues from the cart to the sign-in (or payment) step. */
export async function acceptTermsAndContinue(page: Page, lang: Language): Promise<void> {
  await acceptTerms(page, lang);
  await page.getByRole('button', { name: t(lang, 'basket.continue'), exact: true }).click();
}

/** The sign-in step: continue as a guest with billing details and an optional shipping address. */
export async function registerAsGuest(
  page: Page,
  lang: Language,
  guest: Person,
  shipping: ShippingAddress | null = null,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'basket.titleLogin'));
  await page.getByRole('button', { name: t(lang, 'account.signIn.guestStart') }).click();
  const form = page.locator('form').filter({
    has: page.getByRole('button', { name: t(lang, 'account.guest.submit') }),
  });
  await fillCustomer(form, lang, guest);
  if (shipping) {
    await form.getByRole('checkbox', { name: t(lang, 'account.shipping.sameAsBilling') }).uncheck();
    // The shipping fields' labels may equal billing ones ("Nom"): look inside their group.
    const address = form.getByRole('group', { name: t(lang, 'account.shipping.legend') });
    await field(address, t(lang, 'account.shipping.name')).fill(shipping.name);
    await field(address, t(lang, 'account.shipping.street')).fill(shipping.street);
    await field(address, t(lang, 'account.shipping.zip')).fill(shipping.zip);
    await field(address, t(lang, 'account.shipping.city')).fill(shipping.city);
    await field(address, t(lang, 'account.shipping.country')).selectOption(shipping.country);
  }
  await form.getByRole('button', { name: t(lang, 'account.guest.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'basket.titlePayment'));
}

/** Fills the customer fields the demo asks for (salutation, names, e-mail, address). */
export async function fillCustomer(form: Locator, lang: Language, person: Person): Promise<void> {
  const salutation = field(form, t(lang, 'account.fields.salutation'));
  if ((await salutation.count()) > 0) await salutation.selectOption('ms');
  await field(form, t(lang, 'account.fields.fname')).fill(person.fname);
  await field(form, t(lang, 'account.fields.lname')).fill(person.lname);
  await field(form, t(lang, 'account.fields.email')).fill(person.email);
  const repeat = field(form, t(lang, 'account.fields.email_repeat'));
  if ((await repeat.count()) > 0) await repeat.fill(person.email);
  await field(form, t(lang, 'account.fields.street')).fill(person.street);
  await field(form, t(lang, 'account.fields.zip')).fill(person.zip);
  await field(form, t(lang, 'account.fields.city')).fill(person.city);
  await field(form, t(lang, 'account.fields.country')).selectOption(person.country);
}

/**
 * Registers `person` with `password` on the shop's register page, then logs in from the success
 * screen's link; the page is then the one the login leads to.
 */
export async function registerAndLogIn(
  page: Page,
  lang: Language,
  person: Pick<Person, 'fname' | 'lname' | 'email'>,
  password: string,
): Promise<void> {
  await page.goto(`/${lang}/register`);
  const form = page.locator('form').filter({
    has: page.getByRole('button', { name: t(lang, 'account.register.submit') }),
  });
  await fillCustomer(form, lang, {
    ...person,
    street: '1 Museum Street',
    zip: '04109',
    city: 'Leipzig',
    country: 'DE',
  });
  await field(form, t(lang, 'account.fields.password')).fill(password);
  await field(form, t(lang, 'account.fields.password_repeat')).fill(password);
  await form.getByRole('button', { name: t(lang, 'account.register.submit') }).click();
  await expect(
    page.getByRole('main').getByText(t(lang, 'account.registerSuccess.text')),
  ).toBeVisible();
  await page.getByRole('link', { name: t(lang, 'account.registerSuccess.toLogin') }).click();
  await field(page.getByRole('main'), t(lang, 'account.fields.email')).fill(person.email);
  await field(page.getByRole('main'), t(lang, 'account.fields.password')).fill(password);
  await page
    .getByRole('main')
    .getByRole('button', { name: t(lang, 'account.login.submit') })
    .click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The pay button of the payment step, whatever the total. */
export function payButton(page: Page, lang: Language): Locator {
  const pattern = t(lang, 'payment.pay', { total: '\u0000' })
    .split('\u0000')
    .map(escape)
    .join('.+');
  return page.getByRole('button', { name: new RegExp(`^${pattern}$`) });
}

/** Chooses a payment type by its name and presses "pay"; the browser goes to the provider. */
export async function payWith(page: Page, lang: Language, typeName: string): Promise<void> {
  await page.getByRole('radio', { name: typeName, exact: true }).check();
  await payButton(page, lang).click();
  await page.waitForURL(/\/pay\/test\//);
}

/** The success screen with its order number; answers the order token. */
export async function expectSuccess(page: Page, lang: Language): Promise<string> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(lang, 'checkout.successTitle'),
    { timeout: 15_000 },
  );
  await expect(page).toHaveURL(/\/checkout\/success\?cartId=/);
  await expect(page.getByRole('term')).toHaveText(t(lang, 'checkout.bookingNumber'));
  // The readable order number of the confirmation e-mail, e.g. 2026-000042.
  await expect(page.getByRole('definition')).toHaveText(/^\d{4}-\d{6}$/);
  await expect(page.getByRole('main').getByText(t(lang, 'checkout.ticketsSent'))).toBeVisible();
  const orderToken = new URL(page.url()).searchParams.get('cartId');
  expect(orderToken).toBeTruthy();
  return orderToken ?? '';
}

/** The order e-mail of a booking with its PDF tickets. */
export async function expectTicketMail(to: string, orderToken: string): Promise<Mail> {
  const mail = await waitForMail({ to, text: orderToken });
  const pdfs = pdfAttachments(mail);
  expect(pdfs.map((pdf) => pdf.filename)).toContainEqual(
    expect.stringMatching(/^Tickets-.+\.pdf$/),
  );
  return mail;
}

/** The name of a payment type of the server in `lang` (e.g. 161 → "Kreditkarte"). */
export async function paymentTypeName(
  api: APIRequestContext,
  lang: Language,
  payartId: number,
): Promise<string> {
  const types = await apiGet<Array<{ payartId: number; i18n: Record<string, string> }>>(
    api,
    lang,
    'checkout/payments?shop=2',
  );
  const type = types.find((candidate) => candidate.payartId === payartId);
  if (!type) throw new Error(`no payment type ${payartId}`);
  return type.i18n[lang] ?? type.i18n.en ?? '';
}

interface Collection {
  readonly tickets: ReadonlyArray<{
    readonly id: number;
    readonly name: string;
    readonly schedule: ReadonlyArray<{ readonly datetime: string; readonly max_tickets: number }>;
  }>;
}

/** A later day of the timed exhibition (event 1) and a slot with at least `places` left. */
export async function openExhibitionSlot(api: APIRequestContext, places: number) {
  const today = await venueToday(api);
  for (let offset = 1; offset <= 30; offset += 1) {
    const date = addDays(today, offset);
    const response = await api.get(`/api/en/ticket/collect/event/1/date/${date}`);
    if (!response.ok()) continue;
    const data = ((await response.json()) as { data: Collection }).data;
    for (const ticket of data.tickets) {
      const entry = ticket.schedule.find((candidate) => candidate.max_tickets >= places);
      if (entry) return { date, time: entry.datetime.slice(11, 16) };
    }
  }
  throw new Error('the demo exhibition has no free slot in the next 30 days');
}

/** Adds `count` night tickets of the demo's evening event (event 3, no slot to choose). */
export async function addNightTickets(
  page: Page,
  api: APIRequestContext,
  lang: Language,
  count = 1,
): Promise<void> {
  const data = await apiGet<Collection>(api, lang, 'ticket/collect/event/3');
  const ticket = data.tickets[0];
  if (!ticket) throw new Error('the demo evening has no ticket');
  await page.goto(`/${lang}/tickets/3`);
  const more = page.getByRole('button', {
    name: t(lang, 'tickets.stepper.more', { name: ticket.name }),
    exact: true,
  });
  for (let i = 0; i < count; i += 1) await more.click();
  await page.getByRole('button', { name: t(lang, 'tickets.addToBasket') }).click();
}

/** A guest living in Leipzig, as the journeys register them. */
export function leipzigGuest(fname: string, lname: string, email: string): Person {
  return {
    fname,
    lname,
    email,
    street: 'Lindenstraße 1',
    zip: '04109',
    city: 'Leipzig',
    country: 'DE',
  };
}

/** From the open basket: terms, guest registration, card chosen and paid on to the provider. */
export async function checkoutAsGuestByCard(
  page: Page,
  api: APIRequestContext,
  lang: Language,
  guest: Person,
): Promise<void> {
  await acceptTermsAndContinue(page, lang);
  await registerAsGuest(page, lang, guest);
  await payWith(page, lang, await paymentTypeName(api, lang, 161));
}

/** Goes to the provider from the cart as a guest paying by card (start of the return journeys). */
export async function toProviderAsGuest(
  page: Page,
  api: APIRequestContext,
  lang: Language,
  email: string,
): Promise<void> {
  await addNightTickets(page, api, lang, 1);
  await openBasket(page, lang, 1);
  await checkoutAsGuestByCard(page, api, lang, leipzigGuest('Rita', 'Rückkehr', email));
}
