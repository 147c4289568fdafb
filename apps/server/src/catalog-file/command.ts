/**
 * `npm run catalog -- import <file.yaml>` and `… export <file.yaml>` (docs/catalog.md). Finds the
 * configuration and the database as `npm start` does (FOYER_CONFIG or foyer.config.yaml,
 * DATABASE_URL or PGlite in `<dataDir>/db`, FOYER_DATA_DIR overriding the data folder), runs the
 * migrations, and prints a summary per section or the list of errors. Relative paths are read from
 * the folder the command was started in (npm's INIT_CWD), not the workspace npm switches to.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ConfigError, configPath, loadConfigFile } from '../config/load';
import type { FoyerConfig } from '../config/schema';
import { defaultLanguage } from '../i18n/languages';
import { openDatabase, type Database } from '../db/client';
import { catalogToYaml, exportCatalog } from './export';
import { SUMMARY_KEYS, importCatalog, type ImportSummary, type SectionCounts } from './import';
import { parseCatalog } from './validate';

export interface CommandIo {
  /** The process's working folder. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = [
  'Usage: npm run catalog -- import <file.yaml>   validate the file and apply it in one transaction',
  '       npm run catalog -- export <file.yaml>   write the whole catalog (- writes to the terminal)',
];

class CommandError extends Error {}

function describeCounts(counts: SectionCounts): string {
  const parts = (
    [
      ['created', counts.created],
      ['updated', counts.updated],
      ['deactivated', counts.deactivated],
      ['deleted', counts.deleted],
      ['kept', counts.kept],
    ] as const
  )
    .filter(([, value]) => value > 0)
    .map(([label, value]) => `${value} ${label}`);
  return `${String(counts.inFile).padStart(5)} in file${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/** One line per section the import touched, in file order. */
export function formatSummary(summary: ImportSummary): string[] {
  return SUMMARY_KEYS.flatMap((key) => {
    const counts = summary[key];
    return counts ? [`  ${key.padEnd(22)}${describeCounts(counts)}`] : [];
  });
}

async function withDatabase<T>(
  io: CommandIo,
  base: string,
  work: (database: Database, config: FoyerConfig) => Promise<T>,
) {
  const file = path.resolve(base, configPath(io.env));
  const config = loadConfigFile(file);
  const dataDir = path.resolve(base, io.env.FOYER_DATA_DIR ?? config.server.dataDir);
  const database = await openDatabase({
    url: io.env.DATABASE_URL,
    dataDir: path.join(dataDir, 'db'),
  });
  try {
    await database.migrate();
    return await work(database, config);
  } finally {
    await database.close();
  }
}

function readYaml(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return parse(text);
  } catch (error) {
    throw new CommandError(`${file} is not valid YAML: ${(error as Error).message}`);
  }
}

async function runImport(io: CommandIo, base: string, name: string): Promise<number> {
  const file = path.resolve(base, name);
  const raw = readYaml(file);
  // Checked before the database opens, so a typo is reported at once.
  const checked = parseCatalog(raw);
  if (!checked.ok) {
    io.err(`${name} is not valid; nothing was imported:`);
    checked.errors.forEach((error) => io.err(`  ${error}`));
    return 1;
  }
  const result = await withDatabase(io, base, (database, config) =>
    importCatalog(database.db, raw, { defaultLanguage: defaultLanguage(config) }),
  );
  if (!result.ok) {
    io.err(`${name} does not fit the database; nothing was imported:`);
    result.errors.forEach((error) => io.err(`  ${error}`));
    return 1;
  }
  io.out(`Imported ${name}:`);
  formatSummary(result.summary).forEach((line) => io.out(line));
  return 0;
}

async function runExport(io: CommandIo, base: string, name: string): Promise<number> {
  const catalog = await withDatabase(io, base, (database) => exportCatalog(database.db));
  const yaml = catalogToYaml(catalog);
  if (name === '-') {
    io.out(yaml.trimEnd());
    return 0;
  }
  const file = path.resolve(base, name);
  try {
    writeFileSync(file, yaml);
  } catch (error) {
    throw new CommandError(`Cannot write ${file}: ${(error as Error).message}`);
  }
  const counts = (['events', 'tours', 'merchandise', 'voucherTypes', 'voucherCodes'] as const)
    .map((section) => `${catalog[section]?.length ?? 0} ${section}`)
    .join(', ');
  io.out(`Exported the catalog to ${name}: ${counts}`);
  return 0;
}

/** Runs the command; answers the exit code (0 done, 1 refused or failed). */
export async function runCatalogCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const [action, file, ...rest] = args;
  if ((action !== 'import' && action !== 'export') || !file || rest.length > 0) {
    USAGE.forEach((line) => io.err(line));
    return 1;
  }
  const base = io.env.INIT_CWD ?? io.cwd;
  try {
    return action === 'import' ? await runImport(io, base, file) : await runExport(io, base, file);
  } catch (error) {
    if (error instanceof CommandError || error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
