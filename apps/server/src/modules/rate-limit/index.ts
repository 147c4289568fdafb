/**
 * The rate-limit module's front door: what the rest of the server uses of it. Other modules and code
 * outside `modules/` import this file, never the module's other files (docs/architecture.md).
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
