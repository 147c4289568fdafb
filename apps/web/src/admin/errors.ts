import { AdminApiError, AdminNetworkError } from './api';
import type { Translate } from './i18n';

/** The translated text for a failed call. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof AdminNetworkError) return t('errorNetwork');
  if (!(error instanceof AdminApiError)) return t('errorGeneric');
  switch (error.code) {
    case 'LOGIN_FAILED':
      return t('loginFailed');
    case 'TOTP_INVALID':
      return t('totpInvalid');
    case 'RATE_LIMITED':
      return t('rateLimited', { seconds: error.retryAfterSeconds ?? 60 });
    case 'LINK_INVALID':
      return t('linkInvalid');
    case 'LAST_OWNER':
      return t('lastOwner');
    case 'STAFF_EXISTS':
      return t('staffExists');
    case 'TOTP_REQUIRED_BY_OWNER':
      return t('required2fa');
    case 'SESSION_EXPIRED':
      return t('sessionExpired');
    case 'PAYLOAD_TOO_LARGE':
      return t('errorTooLarge');
    case 'URI_TOO_LONG':
      return t('errorUriTooLong');
    case 'UNSUPPORTED_MEDIA_TYPE':
      return t('errorNotJson');
    case 'SERVER_ERROR':
      return t('errorServer');
    default:
      return t('errorGeneric');
  }
}
