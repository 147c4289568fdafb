import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n, loadTable } from './i18n';

describe('the translations at run time', () => {
  it('load the current language only and translate with it', async () => {
    const { i18n, ready } = createI18n('fr');
    await ready;
    expect(i18n.t('nav.tickets')).toBe('Billets');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
  });

  it('load another table when the language changes', async () => {
    const { i18n, ready } = createI18n('de');
    await ready;
    await changeLanguage(i18n, 'sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('footer.imprint')).toBe('Om webbplatsen');
  });

  it('fetch the English fallback table when a text is missing', async () => {
    const { i18n, ready } = createI18n('it');
    await ready;
    const added = new Promise<void>((resolve) => i18n.store.on('added', () => resolve()));
    i18n.t('no.such.key');
    await added;
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
  });

  it('give every table to the custom translation module of the build', async () => {
    const table = await loadTable('da', {
      de: vi.fn(),
      en: vi.fn(),
      fr: vi.fn(),
      it: vi.fn(),
      nl: vi.fn(),
      es: vi.fn(),
      sv: vi.fn(),
      da: async () => ({ default: { greeting: 'Hej' } }),
    });
    expect(table).toEqual({ greeting: 'Hej' });
  });

  it('show dates as d.m.Y and minutes as min. in every language', async () => {
    const { i18n, ready } = createI18n('en');
    await ready;
    i18n.addResource('en', 'translation', 'test.when', '{{value, date}} · {{length, minutes}}');
    expect(i18n.t('test.when', { value: '2026-03-05', length: 90 })).toBe('05.03.2026 · 90 min.');
  });
});
