/**
 * Journeys (sv, da): forgot password → the reset e-mail → its link → the recover screen → new
 * password → logged in → recover success; then a fresh login with the new password.
 */
import type { Language } from '@foyer/domain';
import { expect, test, uniqueEmail } from './fixtures';
import { t } from './i18n';
import { linkIn, waitForMail } from './outbox';
import { field } from './steps';

test.setTimeout(60_000);

const OLD_PASSWORD = 'Old-Journey-Password-1!';
const NEW_PASSWORD = 'New-Journey-Password-2!';

for (const lang of ['sv', 'da'] as const satisfies readonly Language[]) {
  test(`a forgotten password is reset through the e-mail link (${lang})`, async ({ page, api }) => {
    const email = uniqueEmail(`reset-${lang}`);
    // The account itself is not under test here: registered through the API.
    const registered = await api.post(`/api/${lang}/customer/register`, {
      data: {
        c: {
          salutation: 'mx',
          fname: 'Sam',
          lname: 'Nordin',
          company: '',
          email,
          phone: '',
          street: 'Storgatan 1',
          zip: '11122',
          city: 'Stockholm',
          country: 'SE',
          send_invoice: true,
          shipping: null,
          password: OLD_PASSWORD,
        },
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);

    await page.goto(`/${lang}/login`);
    await page.getByRole('link', { name: t(lang, 'account.login.forgot') }).click();
    // The address is typed once the forgotten-password screen has replaced the login screen.
    await expect(page).toHaveURL(new RegExp(`/${lang}/forgot-password$`));
    await expect(page.getByRole('main').getByText(t(lang, 'account.forgot.intro'))).toBeVisible();
    await field(page.getByRole('main'), t(lang, 'account.fields.email')).fill(email);
    await page.getByRole('button', { name: t(lang, 'account.forgot.submit') }).click();
    // The same words may also stand in a toast: the screen's own text is in main.
    await expect(
      page.getByRole('main').getByText(t(lang, 'account.forgotSuccess.text')),
    ).toBeVisible();

    const mail = await waitForMail({ to: email, text: '/recover/' });
    const link = linkIn(mail, `/${lang}/recover/`);
    await page.goto(link);
    await field(page.getByRole('main'), t(lang, 'account.fields.newPassword')).fill(NEW_PASSWORD);
    await field(page.getByRole('main'), t(lang, 'account.fields.password_repeat')).fill(
      NEW_PASSWORD,
    );
    await page.getByRole('button', { name: t(lang, 'account.recover.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/recover-success`));
    await expect(
      page.getByRole('main').getByText(t(lang, 'account.recoverSuccess.text')),
    ).toBeVisible();
    // Logged in: the header's user menu carries the customer's name.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Sam Nordin', exact: true }),
    ).toBeVisible();

    // The link works once; a fresh session logs in with the new password.
    await page.context().clearCookies();
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(`/${lang}/login`);
    await field(page.getByRole('main'), t(lang, 'account.fields.email')).fill(email);
    await field(page.getByRole('main'), t(lang, 'account.fields.password')).fill(NEW_PASSWORD);
    await page
      .getByRole('main')
      .getByRole('button', { name: t(lang, 'account.login.submit') })
      .click();
    await expect(page).not.toHaveURL(/\/login/);
  });
}
