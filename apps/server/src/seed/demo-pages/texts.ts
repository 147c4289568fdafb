/**
 * The shape of the demo museum's static pages and cookie notice in one language: one file per
 * language beside this one, each written in that language (not translated word for word), held to
 * this type so that no page goes missing in any of the eight.
 */
export const DEMO_PAGE_IDS = [
  'imprint',
  'terms',
  'data_protection',
  'accessibility_statement',
  'shipping',
] as const;
export type DemoPageId = (typeof DEMO_PAGE_IDS)[number];

/** What the pages say that comes from the museum's configuration. */
export interface PageFacts {
  email: string;
  address: string;
  phone: string;
}

export interface DemoPagesText {
  /** The first paragraph of every page: the museum is invented. */
  demoNote: string;
  titles: Record<DemoPageId, string>;
  imprint(facts: PageFacts): string[];
  terms: string[];
  dataProtection(facts: PageFacts): string[];
  accessibility(facts: PageFacts): string[];
  shipping: {
    /** Before the table of shipping costs. */
    before: string[];
    destination: string;
    cost: string;
    /** The free-shipping sentence, given the formatted amount. */
    freeFrom(amount: string): string;
    /** After the table. */
    after: string[];
  };
  /** The cookie notice's HTML; `privacy` is the link to the privacy page. */
  cookie(privacy: string): string;
}
