import { describe, expect, it } from 'vitest';
import { loadScreenTexts, translator } from '../../i18n';
import { catalogIssueText } from './catalog-issues';

describe('catalog file messages in the staff member’s language', () => {
  it('words the schema’s and the import’s messages, naming the field', async () => {
    await loadScreenTexts();
    const da = translator('da');
    expect(
      catalogIssueText('events[0].tickets[1].price', 'Too small: expected number to be >=0', da),
    ).toBe('Pris skal være mindst 0.');
    expect(
      catalogIssueText('merchandise[0].related[1]', 'unknown merchandise article 77', da),
    ).toBe('Relaterede varer: 77 findes ikke.');
    const de = translator('de');
    expect(catalogIssueText('events[0].endsAt', 'is before startsAt', de)).toBe(
      'Ende liegt vor Beginn.',
    );
    expect(catalogIssueText('banners[0].image', 'http(s) URL or site path', de)).toBe(
      'Bild: erwartet wird eine Adresse, die mit http(s):// oder / beginnt.',
    );
    expect(catalogIssueText('events[0].colour', 'unknown field', translator('fr'))).toBe(
      '« colour » n’est pas un champ du fichier catalogue.',
    );
    expect(catalogIssueText('events[0].tickets[0].subtickets', 'a family ticket needs…', de)).toBe(
      'subtickets: dieser Wert ist nicht gültig.',
    );
  });

  it('has every issue text in all eight languages', async () => {
    await loadScreenTexts();
    const en = translator('en');
    for (const language of ['de', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const) {
      const t = translator(language);
      expect(t('issue_ruleEmpty')).not.toBe(en('issue_ruleEmpty'));
      expect(t('field_capacity')).not.toBe('field_capacity');
    }
  });
});
