import { LANGUAGES } from '@foyer/domain';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LEAD_KEYS,
  PAGE_LEADS,
  PAGE_TITLES,
  TITLE_KEYS,
  TOUR_FACT_KEYS,
  TOUR_FACTS,
} from './page-texts';

function webTable(lang: string): Record<string, unknown> {
  const file = fileURLToPath(new URL(`../../../web/src/i18n/${lang}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function at(table: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => {
    return value && typeof value === 'object'
      ? (value as Record<string, unknown>)[part]
      : undefined;
  }, table);
}

describe.each(LANGUAGES)('the server page texts in %s', (lang) => {
  const table = webTable(lang);

  it('are the web app titles, so the title does not change when the app starts', () => {
    for (const [screen, key] of Object.entries(TITLE_KEYS)) {
      expect(PAGE_TITLES[screen as keyof typeof TITLE_KEYS][lang], key).toBe(at(table, key));
    }
  });

  it("are the web app's words for a tour's facts, so the first view reads as the app", () => {
    for (const [fact, key] of Object.entries(TOUR_FACT_KEYS)) {
      expect(TOUR_FACTS[fact as keyof typeof TOUR_FACT_KEYS][lang], key).toBe(at(table, key));
    }
  });

  it("are the list screens' introductions of the web app", () => {
    for (const [screen, key] of Object.entries(LEAD_KEYS)) {
      expect(PAGE_LEADS[screen as keyof typeof LEAD_KEYS][lang], key).toBe(at(table, key));
    }
  });
});
