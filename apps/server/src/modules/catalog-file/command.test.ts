import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallCatalog } from './catalog.fixtures';
import { runCatalogCommand, type CommandIo } from './command';

const CONFIG = fileURLToPath(new URL('../../../../../foyer.config.yaml', import.meta.url));

describe('the catalog command', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'foyer-catalog-'));
    writeFileSync(path.join(folder, 'catalog.yaml'), stringify(smallCatalog()));
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  /** Runs the command as npm would from `folder`, with an embedded database in `folder/data`. */
  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CommandIo = {
      cwd: '/somewhere/else',
      env: { INIT_CWD: folder, FOYER_CONFIG: CONFIG, FOYER_DATA_DIR: 'data' },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
    const code = await runCatalogCommand(args, io);
    return { code, out, err };
  }

  it('imports a file relative to the starting folder, prints counts, and exports it again', async () => {
    const imported = await run('import', 'catalog.yaml');
    expect(imported.err).toEqual([]);
    expect(imported.code).toBe(0);
    expect(imported.out[0]).toBe('Imported catalog.yaml:');
    expect(imported.out).toContain('  events                    3 in file: 3 created');
    expect(imported.out).toContain('  eventSlots               11 in file: 11 created');

    const exported = await run('export', 'out.yaml');
    expect(exported.code).toBe(0);
    expect(exported.out).toEqual([
      'Exported the catalog to out.yaml: 3 events, 2 tours, 2 merchandise, 2 voucherTypes, 2 voucherCodes',
    ]);
    const file = parse(readFileSync(path.join(folder, 'out.yaml'), 'utf8'));
    expect(file.events[0].slots).toHaveLength(9);
    expect(file.voucherCodes.map((code: { barcode: string }) => code.barcode)).toEqual([
      'TEST-50',
      'TEST-UNUSED',
    ]);
  });

  it('lists every error with its path and exits 1 without touching the database', async () => {
    const bad = structuredClone(smallCatalog());
    (bad.events![0]!.tickets![2] as { mode: number }).mode = 2;
    bad.events![0]!.venue = 7;
    writeFileSync(path.join(folder, 'bad.yaml'), stringify(bad));
    const result = await run('import', 'bad.yaml');
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      'bad.yaml is not valid; nothing was imported:',
      '  events[0].tickets[2].mode: expected 1, 3 or 5',
    ]);
  });

  it('explains unreadable files, broken YAML and wrong arguments', async () => {
    writeFileSync(path.join(folder, 'broken.yaml'), 'version: 1\nvenues: [\n');
    const broken = await run('import', 'broken.yaml');
    expect(broken.code).toBe(1);
    expect(broken.err[0]).toMatch(/broken\.yaml is not valid YAML/);
    const missing = await run('import', 'missing.yaml');
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toMatch(/^Cannot read .*missing\.yaml/);
    const usage = await run('publish', 'x.yaml');
    expect(usage.code).toBe(1);
    expect(usage.err[0]).toMatch(/^Usage: npm run catalog -- import/);
  });
});
