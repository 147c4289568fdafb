/**
 * The shape of Foyer's default accessibility statement in one language: one file per language
 * beside this one, each written in that language, held to this type so that no part goes missing in
 * any of the eight. `statement.ts` fills in the museum's facts.
 */

/** What the statement says that comes from the museum's configuration, as HTML that is safe to insert. */
export interface StatementFacts {
  /** The museum's name, escaped. */
  museum: string;
  /** A mailto link to the shop's support address (`shop.supportEmail`). */
  email: string;
  /** A tel link to the museum's phone (`server.museum.phone`), or null when none is configured. */
  phone: string | null;
  /** The statement's date, written out in the language. */
  date: string;
}

export interface AccessibilityStatementText {
  /** The footer link's label in the same language: the page's title. */
  title: string;
  /** Paragraphs, headings and lists in order (the page's heading is the title). */
  body(facts: StatementFacts): string[];
}
