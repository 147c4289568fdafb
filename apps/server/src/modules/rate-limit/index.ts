/**
 * The rate-limit module's front door: the attempt counters and device cookies that guard logins,
 * guest registrations, recovery and voucher look-ups.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export {
  type Attempt,
  type LoginAttempt,
  RATE_RULES,
  accountSubject,
  admitGuest,
  admitLogin,
  deviceCookie,
  deviceFromCookies,
  forgetAttempts,
  identitySubject,
  issueDeviceToken,
  limitAttempts,
  loginCountersReset,
  loginSucceeded,
  provenDevice,
  waitBeforeAttempt,
} from './rate-limit.service';
