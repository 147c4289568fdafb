/**
 * The account screens against the real server: register, log out, log in, wrong
 * password, settings, and axe on every account screen in German and English.
 */
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import { expectAccessible } from './catalog-helpers';
import { acceptCookiesUpFront, sessionValue } from './helpers';

const PASSWORD = 'museum-2024';

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** A field by the start of its label (the required marker follows the label). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?( \\((required|Pflichtfeld)\\))?$`));
}

async function registerByApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/en/customer/register', {
    data: {
      c: {
        salutation: '',
        fname: 'Ada',
        lname: 'Lovelace',
        company: '',
        email,
        phone: '',
        street: 'Markt 1',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
        send_invoice: true,
        shipping: null,
        password: PASSWORD,
      },
    },
  });
  expect(response.ok()).toBe(true);
}

async function logIn(page: Page, lang: 'de' | 'en', email: string, password = PASSWORD) {
  await page.goto(`/${lang}/login`);
  await field(page, 'E-Mail|E-mail').fill(email);
  await field(page, 'Passwort|Password').fill(password);
  await page
    .getByRole('main')
    .getByRole('button', { name: lang === 'de' ? 'Anmelden' : 'Log in' })
    .click();
}

test.beforeEach(({ page }) => acceptCookiesUpFront(page));

test('a visitor registers, logs out, logs in and fails with a wrong password', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/en/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await field(page, 'First name').fill('Grace');
  await field(page, 'Last name').fill('Hopper');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Repeat e-mail').fill(email);
  await field(page, 'Street and number').fill('Augustusplatz 10');
  await field(page, 'Postcode').fill('04109');
  await field(page, 'City').fill('Leipzig');
  await field(page, 'Password').fill('short');
  await field(page, 'Repeat password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toContainText('Please correct the errors in the form');
  await expect(summary).toBeFocused();
  await expectAccessible(page);

  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration complete');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Log in now' }).click();
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill('wrong-password');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Email or password are not correct',
  );

  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect
    .poll(async () => ((await sessionValue(page, 'customer')) as { fname?: string } | null)?.fname)
    .toBe('Grace');

  await page.goto('/logout');
  await expect.poll(() => sessionValue(page, 'token')).toBeNull();
  await expect(page).toHaveURL(/\/(de|en)$/);
});

test('a customer saves the settings', async ({ page, request }) => {
  const email = uniqueEmail('settings');
  await registerByApi(request, email);
  await logIn(page, 'en', email);
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/settings');
  const details = page.getByRole('region', { name: 'User details' });
  await details.getByLabel(/^Phone/).fill('+49 341 123456');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'User details' }).getByLabel(/^Phone/)).toHaveValue(
    '+49 341 123456',
  );
});

for (const lang of ['de', 'en'] as const) {
  test(`every account screen is accessible (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`axe-${lang}`);
    await registerByApi(request, email);
    for (const path of [
      'login',
      'login?fromUnauthorized=true',
      'register',
      'register/success',
      'register-guest',
      'forgot-password',
      'password-reset-success',
      'recover/abcdefghijklmnopqrstuvwxyz012345',
      'recover-success',
      'settings',
    ]) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }

    await page.goto(`/${lang}/forgot-password`);
    await field(page, 'E-Mail|E-mail').fill(email);
    await page.getByRole('button', { name: lang === 'de' ? 'Link senden' : 'Send link' }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/password-reset-success$`));
    await expectAccessible(page);

    await page.goto(`/${lang}/register-guest`);
    await page
      .getByRole('button', { name: lang === 'de' ? 'Als Gast fortfahren' : 'Continue as a guest' })
      .click();
    await expect(page.getByRole('main').getByRole('alert')).toBeFocused();
    await expectAccessible(page);

    await logIn(page, lang, email);
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await page.goto(`/${lang}/settings`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page);
  });
}
