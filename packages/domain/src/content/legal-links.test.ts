import { describe, expect, it } from 'vitest';
import { legalLinkTarget, type CustomLegalLinks } from './legal-links';

const none: CustomLegalLinks = { enabled: false, links: {} };
const museum: CustomLegalLinks = {
  enabled: true,
  links: {
    de: {
      imprint: { url: 'https://museum.example/impressum', title: 'Impressum der Stadt' },
      terms: { url: 'https://museum.example/agb', title: 'AGB der Stadt' },
    },
    en: {
      withdrawal: { url: 'https://museum.example/en/withdrawal', title: 'Withdrawal' },
    },
  },
};

describe('legalLinkTarget', () => {
  it("points at the shop's own pages in the language", () => {
    expect(legalLinkTarget(none, 'fr', 'imprint')).toEqual({
      kind: 'page',
      page: 'imprint',
      path: '/fr/page/imprint',
    });
    expect(legalLinkTarget(none, 'de', 'data_protection')).toEqual({
      kind: 'page',
      page: 'data_protection',
      path: '/de/page/data_protection',
    });
  });

  it('sends the right of withdrawal to the terms when it has no page of its own', () => {
    expect(legalLinkTarget(none, 'sv', 'withdrawal')).toEqual({
      kind: 'page',
      page: 'terms',
      path: '/sv/page/terms',
    });
    expect(legalLinkTarget(museum, 'de', 'withdrawal')).toEqual({
      kind: 'external',
      page: 'terms',
      url: 'https://museum.example/agb',
      title: 'AGB der Stadt',
    });
  });

  it('uses the configured pages of the language while they are enabled', () => {
    expect(legalLinkTarget(museum, 'de', 'imprint')).toEqual({
      kind: 'external',
      page: 'imprint',
      url: 'https://museum.example/impressum',
      title: 'Impressum der Stadt',
    });
    expect(legalLinkTarget(museum, 'en', 'withdrawal')).toMatchObject({
      page: 'withdrawal',
      url: 'https://museum.example/en/withdrawal',
    });
    expect(legalLinkTarget(museum, 'en', 'imprint')).toEqual({
      kind: 'page',
      page: 'imprint',
      path: '/en/page/imprint',
    });
    expect(legalLinkTarget({ ...museum, enabled: false }, 'de', 'imprint')).toEqual({
      kind: 'page',
      page: 'imprint',
      path: '/de/page/imprint',
    });
  });

  it('keeps the accessibility statement and the shipping page as the shop has them', () => {
    expect(legalLinkTarget(museum, 'de', 'accessibility_statement')).toEqual({
      kind: 'page',
      page: 'accessibility_statement',
      path: '/de/page/accessibility_statement',
    });
    expect(legalLinkTarget(none, 'de', 'shipping')).toEqual({
      kind: 'page',
      page: 'shipping',
      path: '/de/page/shipping',
    });
  });
});
