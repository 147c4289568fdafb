/**
 * `npm run catalog -- import <file.yaml>` and `… export <file.yaml>` (docs/catalog.md). Finds the
 * configuration and the database as `npm start` does (FOYER_CONFIG or foyer.config.yaml,
 * DATABASE_URL or PGlite in `<dataDir>/db`, FOYER_DATA_DIR overriding the data folder), runs the
 * migrations, and prints a summary per section or the list of errors. Relative paths are read from
 * the folder the command was started in (npm's INIT_CWD), not the workspace npm switches to.
 * With `--server URL` both go through a running server's back office instead (`./remote.ts`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ConfigError, configPath, loadConfigFile } from '../../config/load';
import type { FoyerConfig } from '../../config/schema';
import { defaultLanguage } from '../../i18n/languages';
import { openDatabase, type Database } from '../../db/client';
import { catalogToYaml, exportCatalog } from './export';
import { SUMMARY_KEYS, importCatalog, type ImportSummary, type SectionCounts } from './import';
import { RemoteError, remoteExport, remoteImport, serverUrl, type RemoteTarget } from './remote';
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
  'Against a running server (staff login from FOYER_STAFF_EMAIL and FOYER_STAFF_PASSWORD):',
  '       … import <file.yaml> --server <url> [--dry-run] [--totp <code>]',
  '       … export <file.yaml> --server <url> [--totp <code>]',
];

interface Options {
  server?: string;
  totp?: string;
  dryRun: boolean;
}

/** The flags after the action and file, or null when they do not parse. */
function parseOptions(rest: readonly string[]): Options | null {
  const options: Options = { dryRun: false };
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i];
    if (flag === '--dry-run') options.dryRun = true;
    else if ((flag === '--server' || flag === '--totp') && rest[i + 1] !== undefined) {
      options[flag === '--server' ? 'server' : 'totp'] = rest[i + 1];
      i += 1;
    } else return null;
  }
  return options;
}

function remoteTarget(io: CommandIo, options: Options & { server: string }): RemoteTarget {
  const email = io.env.FOYER_STAFF_EMAIL;
  const password = io.env.FOYER_STAFF_PASSWORD;
  if (!email || !password) {
    throw new CommandError('--server needs FOYER_STAFF_EMAIL and FOYER_STAFF_PASSWORD to sign in');
  }
  return {
    server: serverUrl(options.server),
    email,
    password,
    totp: options.totp ?? io.env.FOYER_STAFF_TOTP,
  };
}

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
  const text = readText(file);
  try {
    return parse(text);
  } catch (error) {
    throw new CommandError(`${file} is not valid YAML: ${(error as Error).message}`);
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

async function runImport(
  io: CommandIo,
  base: string,
  name: string,
  options: Options,
): Promise<number> {
  const file = path.resolve(base, name);
  if (options.server) {
    const target = remoteTarget(io, { ...options, server: options.server });
    return remoteImport(io, target, name, readText(file), options.dryRun);
  }
  if (options.dryRun) throw new CommandError('--dry-run needs --server (the back office checks)');
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

async function runExport(
  io: CommandIo,
  base: string,
  name: string,
  options: Options,
): Promise<number> {
  if (options.server) {
    const yaml = await remoteExport(remoteTarget(io, { ...options, server: options.server }));
    return writeExport(io, base, name, yaml, `from ${new URL(options.server).origin}`);
  }
  const catalog = await withDatabase(io, base, (database) => exportCatalog(database.db));
  const counts = (['events', 'tours', 'merchandise', 'voucherTypes', 'voucherCodes'] as const)
    .map((section) => `${catalog[section]?.length ?? 0} ${section}`)
    .join(', ');
  return writeExport(io, base, name, catalogToYaml(catalog), counts);
}

function writeExport(
  io: CommandIo,
  base: string,
  name: string,
  yaml: string,
  summary: string,
): number {
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
  io.out(`Exported the catalog to ${name}: ${summary}`);
  return 0;
}

/** Runs the command; answers the exit code (0 done, 1 refused or failed). */
export async function runCatalogCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const [action, file, ...rest] = args;
  const options = parseOptions(rest);
  if ((action !== 'import' && action !== 'export') || !file || !options) {
    USAGE.forEach((line) => io.err(line));
    return 1;
  }
  const base = io.env.INIT_CWD ?? io.cwd;
  try {
    return action === 'import'
      ? await runImport(io, base, file, options)
      : await runExport(io, base, file, options);
  } catch (error) {
    if (
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof RemoteError
    ) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
