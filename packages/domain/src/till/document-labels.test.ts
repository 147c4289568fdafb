import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../navigation/languages';
import { tillDocumentLabels, tillDocumentTime } from './document-labels';

describe('the till documents’ labels', () => {
  it('labels every field in each of the eight languages, in that language', () => {
    const english = tillDocumentLabels('en');
    const keys = Object.keys(english).sort();
    for (const language of LANGUAGES) {
      const labels = tillDocumentLabels(language);
      expect(Object.keys(labels).sort()).toEqual(keys);
      for (const text of Object.values(labels)) expect(text.trim()).not.toBe('');
      if (language !== 'en') expect(labels.receipt).not.toBe(english.receipt);
    }
    expect(tillDocumentLabels('de')).toMatchObject({ receipt: 'Beleg', change: 'Rückgeld' });
  });

  it('writes a moment to the second in the museum’s time zone', () => {
    const moment = '2026-12-01T09:20:05.000Z';
    expect(tillDocumentTime(moment, 'de', 'Europe/Berlin')).toBe('01.12.26, 10:20:05');
    expect(tillDocumentTime(moment, 'de', 'America/New_York')).toBe('01.12.26, 04:20:05');
  });
});
