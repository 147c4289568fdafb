// Caches hear about changes through one signal raised where the data changes (docs/architecture.md,
// "Caches and the one change signal"): inventory's service functions raise the places signal, and the
// database's triggers announce catalog changes and give-backs. Repositories only read and write rows:
// no `*.repository.ts` of the server imports a signal, a cache or the notifications, or calls one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './eslint-boundaries.js';

const SERVER = path.join(REPO_ROOT, 'apps', 'server', 'src');

/** Files (from the server's source folder) a repository may not import. */
const SIGNAL_FILES = [
  'modules/inventory/places-changes.ts',
  'modules/inventory/sold-out-memory.ts',
  'db/notifications.ts',
];
/** Folders a repository may not import from. */
const SIGNAL_FOLDERS = ['modules/read-cache'];
/** What raising, hearing or forgetting looks like in code. */
const SIGNAL_CALLS =
  /\b(placesChanged|onPlacesChanged|placesCameBack|listenForPlacesChanges|listenForCatalogChanges|listenFor|heardAll|soldOutMemory|SoldOutMemory|readCache|ReadCache|invalidate|pg_notify)\b|\bNOTIFY\s+foyer_/;

function repositories(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return repositories(full);
    return name.endsWith('.repository.ts') ? [full] : [];
  });
}

/** The text without its comments (a comment may say that repositories never signal). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Relative specifiers of every import, re-export and dynamic import. */
function specifiers(text: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\bfrom\s*['"](\.[^'"]*)['"]/g,
    /\bimport\s*\(\s*['"](\.[^'"]*)['"]\s*\)/g,
    /\bimport\s+['"](\.[^'"]*)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].flatMap((m) => m[1] ?? []));
}

/** What a repository's source does that only the signal's owners may do, one line each. */
function signalUses(file: string, text: string): string[] {
  const found: string[] = [];
  for (const spec of specifiers(text)) {
    const target = path
      .relative(SERVER, path.resolve(path.dirname(file), spec))
      .split(path.sep)
      .join('/');
    const named = SIGNAL_FILES.some((signal) => `${target}.ts` === signal || target === signal);
    const inFolder = SIGNAL_FOLDERS.some((folder) => `${target}/`.startsWith(`${folder}/`));
    if (named || inFolder) found.push(`imports ${spec}`);
  }
  const call = SIGNAL_CALLS.exec(code(text));
  if (call) found.push(`uses ${call[0]}`);
  return found;
}

describe('repositories and the change signals', () => {
  const files = repositories(path.join(SERVER, 'modules'));

  it('finds the repositories of the real tree', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.map((file) => path.basename(file))).toContain('holds.repository.ts');
  });

  it('has no repository that imports, raises or hears a signal or a cache', () => {
    const offenders = files.flatMap((file) =>
      signalUses(file, readFileSync(file, 'utf8')).map(
        (use) => `${path.relative(REPO_ROOT, file)}: ${use}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a planted import and a planted call, not a comment', () => {
    const file = path.join(SERVER, 'modules', 'orders', 'orders.repository.ts');
    expect(
      signalUses(file, "import { placesChanged } from '../inventory/places-changes';"),
    ).toEqual(['imports ../inventory/places-changes', 'uses placesChanged']);
    expect(signalUses(file, "import { ReadCache } from '../read-cache';")).toEqual([
      'imports ../read-cache',
      'uses ReadCache',
    ]);
    expect(signalUses(file, "import { x } from '../../db/notifications';")).toEqual([
      'imports ../../db/notifications',
    ]);
    expect(signalUses(file, 'await tx.execute(sql`NOTIFY foyer_places`);')).toEqual([
      'uses NOTIFY foyer_',
    ]);
    expect(signalUses(file, "import { onPlacesChanged } from '../inventory';")).toEqual([
      'uses onPlacesChanged',
    ]);
    expect(signalUses(file, '/** Repositories never call placesChanged. */\nexport {};')).toEqual(
      [],
    );
  });
});
