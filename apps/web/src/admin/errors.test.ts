import { describe, expect, it } from 'vitest';
import { AdminApiError, AdminNetworkError } from './api';
import { errorText } from './errors';
import { translator } from './i18n';

const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
/** The server's transport errors, as it answers them (its message in the shop's default German). */
const TRANSPORT = [
  [413, 'PAYLOAD_TOO_LARGE', 'Die Anfrage ist zu groß.'],
  [414, 'URI_TOO_LONG', 'Die Adresse ist zu lang.'],
  [415, 'UNSUPPORTED_MEDIA_TYPE', 'Dieses Datenformat wird nicht unterstützt; bitte JSON senden.'],
  [500, 'SERVER_ERROR', 'Ein unerwarteter Fehler ist aufgetreten.'],
] as const;

describe('errorText', () => {
  it.each(TRANSPORT)(
    'shows %i %s in the staff member’s language, each its own text',
    (status, code, german) => {
      const error = new AdminApiError(status, code, german, null);
      const texts = LANGUAGES.map((language) => errorText(error, translator(language)));
      expect(new Set(texts).size).toBe(LANGUAGES.length);
      for (const [index, language] of LANGUAGES.entries()) {
        const t = translator(language);
        expect(texts[index]).not.toBe(t('errorGeneric'));
        if (language !== 'de') expect(texts[index]).not.toBe(german);
      }
    },
  );

  it('says a network outage and a server error apart, in every language', () => {
    const outage = new AdminNetworkError('Failed to fetch');
    const broken = new AdminApiError(
      500,
      'SERVER_ERROR',
      'Ein unerwarteter Fehler ist aufgetreten.',
      null,
    );
    for (const language of LANGUAGES) {
      const t = translator(language);
      expect(errorText(outage, t)).toBe(t('errorNetwork'));
      expect(errorText(outage, t)).not.toBe(errorText(broken, t));
      expect(errorText(outage, t)).not.toBe(t('errorGeneric'));
    }
    expect(errorText(outage, translator('en'))).toMatch(/cannot be reached/);
  });
});
