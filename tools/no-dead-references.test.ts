// Comments, test titles and API descriptions say the rule themselves or point to a document in the
// repository (`docs/…`). They never cite a numbered section of a specification ("spec 7", "spec
// section 8") or an issue ("issue 20"): a reader of the repository cannot open either. Markdown
// files are checked by their own review; generated database migrations are left as they were made.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SELF = fileURLToPath(import.meta.url);
const REPO_ROOT = path.resolve(path.dirname(SELF), '..');

/**
 * A citation of a numbered spec section or of an issue number. Whole words only, so "inspect 3",
 * "specimen 4" and "tissue 4" pass, and not after `-` or `.`, so file names like `basket.spec.ts`
 * and names like `shop-spec 2` pass. "issues 1 to 500" (the verb) passes; "issues #16" does not.
 */
const DEAD_REFERENCE =
  /(?<![\w.-])(?:spec(?:ification)?s?\s+(?:sections?\s+|§\s*)?\d|issue\s+#?\d|issues\s+#\d)/i;

/** The `line: text` of every line of `text` that cites a spec section or an issue. */
function deadReferences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (DEAD_REFERENCE.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

/** Tracked files that are neither markdown nor generated migrations, nor this test itself. */
function checkedFiles(): string[] {
  const self = path.relative(REPO_ROOT, SELF).split(path.sep).join('/');
  return execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && file !== self)
    .filter((file) => !file.endsWith('.md') && !file.startsWith('apps/server/drizzle/'));
}

describe('the dead-reference matcher', () => {
  it.each([
    'spec 7',
    '(spec 4 "Basket")',
    '/** Wallets (spec 9). */',
    'as Spec 8 shows it',
    'spec section 8',
    'spec sections 3 and 7',
    'spec 3 hasTickets',
    'issue 20',
    '(issue 16 item 2)',
    'Issue 13.3: several processes',
    'issue #5',
    'issues #16 and #17',
  ])('flags %j', (text) => {
    expect(deadReferences(text)).toEqual([`1: ${text}`]);
  });

  it.each([
    'inspect 3 rows',
    'a specimen 4 cm long',
    'tissue 4',
    'the shop-spec 2 test',
    'e2e/basket.spec.ts',
    "it('issues 1 to 500 codes at a time')",
    'the spec is silent here',
    'docs/decisions.md, "Checkout, holds and payments"',
  ])('leaves %j alone', (text) => {
    expect(deadReferences(text)).toEqual([]);
  });

  it('names the line of each hit', () => {
    expect(deadReferences('first\n// (spec 2)\nthird\n * issue 21: lean start')).toEqual([
      '2: // (spec 2)',
      '4: * issue 21: lean start',
    ]);
  });
});

describe('the repository', () => {
  it('cites no spec section and no issue outside markdown', () => {
    const hits = checkedFiles().flatMap((file) => {
      const bytes = readFileSync(path.join(REPO_ROOT, file));
      if (bytes.includes(0)) return []; // images and other binary files
      return deadReferences(bytes.toString('utf8')).map((hit) => `${file}:${hit}`);
    });
    expect(hits).toEqual([]);
  });
});
