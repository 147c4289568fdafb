/**
 * `npm run staff -- add EMAIL --role owner [--name NAME] [--language de]`: creates a staff account
 * and prints its one-time set-password link (24 hours, single use). `npm run staff -- link EMAIL`
 * prints a new link for an existing account (a forgotten password). Opens the configuration and
 * the database as `npm start` does; the audit log records the command line as the actor.
 */
import { isStaffRole, normalizeEmail, type StaffRole } from '@foyer/domain';
import { staffLanguage, type StaffLanguage } from '@foyer/domain/admin-contract';
import path from 'node:path';
import { systemClock, type Clock } from '../../clock';
import { ConfigError, configPath, loadConfigFile, withEnvironment } from '../../config/load';
import type { FoyerConfig } from '../../config/schema';
import { openDatabase, type Db } from '../../db/client';
import { createPasswordHasher } from '../customers';
import { failed, failureText, type Outcome } from '../../outcome';
import { createStaff, newPasswordLink } from './accounts.service';
import { CLI_ACTOR, type StaffDeps } from './staff.deps';
import { findStaffByEmail } from './staff.repository';

export interface CommandIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

const USAGE = [
  'Usage: npm run staff -- add EMAIL --role owner|manager|sales|door [--name NAME] [--language en]',
  '       npm run staff -- link EMAIL   (a new one-time set-password link)',
];

function commandDeps(db: Db, config: FoyerConfig, clock: Clock): StaffDeps {
  return { db, config, clock, hasher: createPasswordHasher(config) };
}

/** Creates a staff account from the command line; answers its set-password link (tests use it too). */
export async function addStaffMember(
  db: Db,
  config: FoyerConfig,
  input: { email: string; role: StaffRole; name?: string; language?: StaffLanguage },
  clock: Clock = systemClock,
): Promise<Outcome<{ setPasswordUrl: string }>> {
  const result = await createStaff(commandDeps(db, config, clock), CLI_ACTOR, {
    email: input.email,
    name: input.name ?? input.email.split('@')[0] ?? input.email,
    role: input.role,
    language: input.language ?? 'en',
  });
  return result.ok ? { ok: true, value: { setPasswordUrl: result.value.setPasswordUrl } } : result;
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Runs the command; answers the exit code (0 done, 1 refused). */
export async function runStaffCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const [action, email] = args;
  const role = option(args, '--role');
  const language = option(args, '--language') ?? 'en';
  const valid =
    email !== undefined &&
    email.includes('@') &&
    ((action === 'add' && isStaffRole(role) && staffLanguage.safeParse(language).success) ||
      action === 'link');
  if (!valid) {
    USAGE.forEach((line) => io.err(line));
    return 1;
  }
  const base = io.env.INIT_CWD ?? io.cwd;
  let config: FoyerConfig;
  try {
    config = withEnvironment(loadConfigFile(path.resolve(base, configPath(io.env))), io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  const dataDir = path.resolve(base, io.env.FOYER_DATA_DIR ?? config.server.dataDir);
  const database = await openDatabase({
    url: io.env.DATABASE_URL,
    dataDir: path.join(dataDir, 'db'),
  });
  try {
    await database.migrate();
    let result: Outcome<{ setPasswordUrl: string }>;
    if (action === 'add' && isStaffRole(role)) {
      const name = option(args, '--name');
      result = await addStaffMember(database.db, config, {
        email,
        role,
        language: staffLanguage.parse(language),
        ...(name === undefined ? {} : { name }),
      });
    } else {
      const row = await findStaffByEmail(database.db, normalizeEmail(email));
      result = row
        ? await newPasswordLink(commandDeps(database.db, config, systemClock), CLI_ACTOR, row.id)
        : failed({
            kind: 'notFound',
            code: 'NOT_FOUND',
            message: 'No staff account with this e-mail',
          });
    }
    if (!result.ok) {
      io.err(failureText(result.failure, 'en'));
      return 1;
    }
    io.out(`Set the password within 24 hours (the link works once):`);
    io.out(`  ${result.value.setPasswordUrl}`);
    return 0;
  } finally {
    await database.close();
  }
}
