/**
 * One file-naming convention across the web app: kebab-case (`order-screen.tsx`,
 * `order-screen.test.tsx`), as the shop's files have always been; React components keep their
 * PascalCase names inside the files.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './eslint-boundaries.js';

/** A file name is kebab-case: lower-case words and digits joined by dashes, then its extensions. */
export function isKebabCase(fileName: string): boolean {
  const stem = fileName.split('.')[0] ?? '';
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem);
}

describe('web app file names', () => {
  it('tells kebab-case from other styles', () => {
    expect(isKebabCase('order-screen.tsx')).toBe(true);
    expect(isKebabCase('order-screen.test.tsx')).toBe(true);
    expect(isKebabCase('en.json')).toBe(true);
    expect(isKebabCase('OrderScreen.tsx')).toBe(false);
    expect(isKebabCase('orderScreen.tsx')).toBe(false);
    expect(isKebabCase('order_screen.tsx')).toBe(false);
  });

  it('are kebab-case everywhere under apps/web/src', () => {
    const files = execFileSync('git', ['ls-files', 'apps/web/src'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(200);
    const wrong = files.filter((file) => !isKebabCase(path.basename(file)));
    expect(wrong).toEqual([]);
  });
});
