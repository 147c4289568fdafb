/**
 * Password recovery (`customer/pwdreset`, `customer/pwdconfirm`): a reset e-mail with
 * a single-use token valid for one hour, then a new password that logs the customer in.
 */
import { validateForgotPassword, validatePasswordConfirm, type Language } from '@foyer/domain';
import { offeredLanguage } from '../../i18n/languages';
import { enqueueMail } from '../mail';
import {
  consumePasswordReset,
  findUsablePasswordReset,
  insertPasswordReset,
  retirePasswordResets,
  revokeCustomerTokens,
} from './auth.repository';
import { failed, success, type Outcome } from '../../outcome';
import type { CustomerDeps } from './customer.deps';
import { FILL_ALL_FIELDS, invalidField, loginRateLimited } from './customer.failures';
import { findRegisteredByEmail, updateCustomer, type CustomerRow } from './customer.repository';
import {
  accountSubject,
  issueDeviceToken,
  limitAttempts,
  waitBeforeAttempt,
  loginCountersReset,
  RATE_RULES,
} from '../rate-limit';
import { resetMail } from './reset-mail';
import { newToken, tokenHash } from './secrets';
import { issueToken } from './session.service';

/** A reset link works this long, once. */
export const RESET_LIFETIME_MS = 60 * 60_000;

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The link of the reset e-mail: the client's backlink (its recover page) with the token as the last
 * path segment (`…/de/recover/{token}`). Only the shop's own origin (`publicBaseUrl`) is
 * accepted, so nobody can have a customer's token mailed to a foreign site; a shop that runs on
 * localhost (demo, development) accepts any localhost port.
 */
export function resetLink(backlink: string, token: string, publicBaseUrl: string): string | null {
  const link = new URL(backlink);
  const shop = new URL(publicBaseUrl);
  const ownOrigin =
    link.origin === shop.origin || (isLoopback(shop.hostname) && isLoopback(link.hostname));
  if (!ownOrigin) return null;
  link.pathname = `${link.pathname.replace(/\/+$/, '')}/${token}`;
  return link.toString();
}

function customerLanguage(deps: CustomerDeps, customer: CustomerRow): Language {
  return offeredLanguage(customer.language, deps.config);
}

/**
 * Sends the reset e-mail (through the outbox, in the transaction that stores the token). An e-mail
 * without a registered account answers 'Cannot recover this Email', as the shop API defines; see
 * docs/security.md for why that is acceptable.
 */
export async function requestPasswordReset(
  deps: CustomerDeps,
  input: { email: string; backlink: string; ip: string },
): Promise<Outcome<true>> {
  const email = validateForgotPassword(input.email);
  if (!email.ok) return invalidField('EMAIL_INVALID', 'email');
  const token = newToken();
  const link = resetLink(input.backlink, token, deps.config.server.publicBaseUrl);
  if (link === null) return invalidField('FORM_HAS_ERRORS', 'backlink', 'FIELD_INVALID');
  const now = deps.clock.now();
  const limit = await limitAttempts(
    deps.db,
    [
      { rule: RATE_RULES.resetIp, subject: input.ip },
      { rule: RATE_RULES.resetAccount, subject: accountSubject(email.value) },
    ],
    now,
  );
  if (!limit.ok) return loginRateLimited(limit.retryAfterSeconds);
  const customer = await findRegisteredByEmail(deps.db, email.value);
  if (!customer) return invalidField('AUTH_CANNOT_RECOVER_EMAIL', 'email');
  const lang = customerLanguage(deps, customer);
  const mail = await resetMail(
    deps.config,
    lang,
    `${customer.fname} ${customer.lname}`.trim(),
    link,
  );
  await deps.db.transaction(async (tx) => {
    await retirePasswordResets(tx, customer.id, now);
    await insertPasswordReset(tx, {
      tokenHash: tokenHash(token),
      customerId: customer.id,
      now,
      expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    });
    await enqueueMail(tx, { to: customer.email, ...mail }, now);
  });
  return success(true);
}

/**
 * Sets a new password with a reset token and logs the customer in (`customer/pwdconfirm`): the token
 * is used up, every login token of the customer is revoked and a new one is answered. Wrong tokens
 * are counted per address (`RATE_RULES.resetToken`); once it delays, every try waits.
 */
export async function confirmPasswordReset(
  deps: CustomerDeps,
  input: { token: string; password: string; ip: string },
): Promise<Outcome<{ token: string; device: string }>> {
  const checked = validatePasswordConfirm(input);
  if (!checked.ok) {
    return checked.code === 'AUTH_FILL_ALL_FIELDS'
      ? failed(FILL_ALL_FIELDS)
      : invalidField('PASSWORD_INVALID', '_p');
  }
  const hash = tokenHash(checked.value.token);
  const linkFailed = () => invalidField('AUTH_SETTING_NEW_PASSWORD_FAILED', 'token');
  const attempt = { rule: RATE_RULES.resetToken, subject: input.ip };
  const wait = await waitBeforeAttempt(deps.db, attempt, deps.clock.now());
  if (wait !== null) return loginRateLimited(wait);
  // Checked before the slow hash, so that made-up tokens cost the server one lookup.
  if (!(await findUsablePasswordReset(deps.db, hash, deps.clock.now()))) {
    await limitAttempts(deps.db, [attempt], deps.clock.now());
    return linkFailed();
  }
  const passwordHash = await deps.passwords.hashPlain(checked.value.password);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hash, now);
    if (!reset) return null;
    const customer = await updateCustomer(tx, reset.customerId, { passwordHash }, now);
    if (!customer) return null;
    await revokeCustomerTokens(tx, customer.id, now);
    return { customer, token: await issueToken(tx, customer, now) };
  });
  if (!outcome) return linkFailed();
  // The owner of the mailbox proved who they are: earlier wrong guesses no longer delay them, and
  // this device counts as proven from now on.
  await loginCountersReset(deps.db, 'customer', outcome.customer.email);
  const device = issueDeviceToken(
    await deps.passwords.deviceKey(),
    'customer',
    outcome.customer.email,
    now,
  );
  return success({ token: outcome.token, device });
}
