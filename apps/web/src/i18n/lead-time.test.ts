import { LANGUAGES, type Language } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { leadTimeText } from './lead-time';

async function tOf(lang: Language) {
  const { i18n, ready } = createI18n(lang);
  await ready;
  return i18n.t;
}

describe('the lead time of the terms sentences', () => {
  it('names whole hours as hours and the rest as minutes, with plurals', async () => {
    const t = await tOf('en');
    expect(leadTimeText(t, 24)).toBe('24 hours');
    expect(leadTimeText(t, 1)).toBe('1 hour');
    expect(leadTimeText(t, 0.25)).toBe('15 minutes');
    expect(leadTimeText(t, 1 / 60)).toBe('1 minute');
    expect(leadTimeText(t, 1.5)).toBe('90 minutes');
    expect(leadTimeText(t, 2)).toBe('2 hours');
  });

  it('reads in every language, in the sentences that use it', async () => {
    const expected: Record<Language, [string, string, string]> = {
      da: ['1 time', '2 timer', '15 minutter'],
      de: ['1 Stunde', '2 Stunden', '15 Minuten'],
      en: ['1 hour', '2 hours', '15 minutes'],
      es: ['1 hora', '2 horas', '15 minutos'],
      fr: ['1 heure', '2 heures', '15 minutes'],
      it: ['1 ora', '2 ore', '15 minuti'],
      nl: ['1 uur', '2 uur', '15 minuten'],
      sv: ['1 timme', '2 timmar', '15 minuter'],
    };
    for (const lang of LANGUAGES) {
      const t = await tOf(lang);
      const [one, two, quarter] = expected[lang];
      expect([leadTimeText(t, 1), leadTimeText(t, 2), leadTimeText(t, 0.25)]).toEqual([
        one,
        two,
        quarter,
      ]);
      expect(leadTimeText(t, 1 / 60)).toMatch(/^1 \p{L}+$/u);
      for (const key of [
        'basket.cancellation.until',
        'basket.cancellation.someUntil',
        'basket.move.until',
        'checkout.cancelLines.terms',
        'checkout.moveVisit.terms',
      ]) {
        const sentence = t(key, { duration: leadTimeText(t, 0.25) });
        expect(sentence, `${lang} ${key}`).toContain(quarter);
        expect(sentence, `${lang} ${key}`).not.toMatch(/\{\{|\d+ (hours?|Stunden?)\b/);
      }
    }
  });
});
