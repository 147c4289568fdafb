/**
 * The settings' password and e-mail changes (`customer/pwdchange`, `customer/emailchange`). Both
 * need a registered account and its current password; wrong current passwords count against the
 * account's login limit.
 */
import { validateEmailChange, validatePasswordChange } from '@foyer/domain';
import type { Customer } from '@foyer/domain/contract';
import { revokeCustomerTokens } from './auth.repository';
import { failed, success, type Outcome } from '../../outcome';
import type { CustomerDeps } from './customer.deps';
import {
  ACCOUNT_REQUIRED,
  customerRefused,
  invalidField,
  loginRateLimited,
} from './customer.failures';
import { updateCustomer } from './customer.repository';
import { changeEmail } from './customer.service';
import { admitLogin, loginSucceeded, type LoginAttempt } from '../rate-limit';
import type { Session } from './session.service';

/**
 * Checks the current password of a registered session, rate-limited like a login (the settings'
 * changes and the account's deletion).
 */
export async function checkCurrentPassword(
  deps: CustomerDeps,
  session: Session,
  password: string,
  ip: string,
): Promise<Outcome<true>> {
  const { customer } = session;
  if (customer.isGuest || customer.passwordHash === null) return failed(ACCOUNT_REQUIRED);
  const now = deps.clock.now();
  const key = await deps.passwords.deviceKey();
  const attempt: LoginAttempt = {
    kind: 'customer',
    account: customer.email,
    ip,
    device: null,
    purpose: 'reauthenticate',
  };
  const limit = await admitLogin(deps.db, key, attempt, now);
  if (!limit.ok) return loginRateLimited(limit.retryAfterSeconds);
  if (!(await deps.passwords.verifyPlain(customer.passwordHash, password))) {
    return invalidField('AUTH_WRONG_CREDENTIALS', '_po');
  }
  await loginSucceeded(deps.db, key, attempt, now);
  return success(true);
}

/**
 * Changes the password (`_po` old, `_pn` new). Every other token of the customer is revoked; the
 * token of this call stays valid, because the client stays logged in and goes home.
 */
export async function changePassword(
  deps: CustomerDeps,
  session: Session,
  input: { oldPassword: string; newPassword: string; ip: string },
): Promise<Outcome<true>> {
  const checked = validatePasswordChange({
    oldPassword: input.oldPassword,
    newPassword: input.newPassword,
    // The client checks the repeated password; the server gets the new one once.
    repeat: input.newPassword,
  });
  if (!checked.ok) {
    return checked.code === 'PASSWORD_INVALID'
      ? invalidField('PASSWORD_INVALID', '_pn')
      : customerRefused(checked.code);
  }
  const current = await checkCurrentPassword(deps, session, checked.value.oldPassword, input.ip);
  if (!current.ok) return current;
  const passwordHash = await deps.passwords.hashPlain(checked.value.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateCustomer(tx, session.customer.id, { passwordHash }, now);
    await revokeCustomerTokens(tx, session.customer.id, now, session.tokenId);
  });
  return success(true);
}

/** Changes the e-mail (`_po` the password, `email` the new address); answers the customer. */
export async function changeEmailWithPassword(
  deps: CustomerDeps,
  session: Session,
  input: { oldPassword: string; email: string; ip: string },
): Promise<Outcome<Customer>> {
  const checked = validateEmailChange(input);
  if (!checked.ok) {
    return checked.code === 'EMAIL_INVALID'
      ? invalidField('EMAIL_INVALID', 'email')
      : customerRefused(checked.code);
  }
  const current = await checkCurrentPassword(deps, session, checked.value.oldPassword, input.ip);
  if (!current.ok) return current;
  return changeEmail(deps, session, checked.value.email);
}
