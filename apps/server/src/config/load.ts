import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { foyerConfig, type FoyerConfig } from './schema';
import { walletWithEnvironment } from './wallet';

/** Where a museum looks up every field; named in every error so a fix is one step away. */
const REFERENCE = 'docs/configuration.md';

/** A configuration file that cannot be used; the message names every bad field. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly issues: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

function formatPath(keys: readonly PropertyKey[]): string {
  return keys.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out ? `${out}.${name}` : name;
  }, '');
}

const TYPE_NAMES: Record<string, string> = {
  boolean: 'true or false',
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
};

/** Values of fields such as `security.pepper` or `transport.pass` are never echoed into logs. */
const SECRET_KEY = /pass|pepper|secret|token|key$/i;

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null (~)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
}

function got(issue: z.core.$ZodIssue, keys: readonly PropertyKey[]): string {
  const last = keys[keys.length - 1];
  if (typeof last === 'string' && SECRET_KEY.test(last)) return '';
  return `, got ${describeValue(issue.input)}`;
}

/**
 * Zod's own messages start with "Invalid …"; the contract's formats name the expected thing
 * ("e-mail address"), and this schema's messages start with "expected".
 */
function expected(text: string): string {
  return /^(invalid|expected)\b/i.test(text) ? text : `expected ${text}`;
}

function bounds(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const strict = issue.inclusive === false;
  if (issue.origin === 'string') {
    if (small && limit === 1 && !strict) return 'must not be empty';
    return `expected ${small ? 'at least' : 'at most'} ${limit} characters`;
  }
  if (issue.origin === 'array') {
    return `expected ${small ? 'at least' : 'at most'} ${limit} ${limit === 1 ? 'entry' : 'entries'}`;
  }
  if (strict) return `expected ${small ? 'more' : 'less'} than ${limit}`;
  return `expected ${small ? 'at least' : 'at most'} ${limit}`;
}

function explain(issue: z.core.$ZodIssue, keys: readonly PropertyKey[]): string {
  switch (issue.code) {
    case 'invalid_type': {
      const wanted = TYPE_NAMES[issue.expected] ?? issue.expected;
      return issue.input === undefined
        ? `missing (expected ${wanted})`
        : `expected ${wanted}${got(issue, keys)}`;
    }
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${got(issue, keys)}`;
    case 'invalid_format':
      return `${expected(issue.message)}${got(issue, keys)}`;
    case 'invalid_key': {
      const inner = issue.issues[0];
      const why = inner
        ? explain({ ...inner, input: keys[keys.length - 1] } as z.core.$ZodIssue, [])
        : '';
      return `not a valid key${why ? ` (${why})` : ''}`;
    }
    case 'too_small':
    case 'too_big':
      return `${bounds(issue)}${issue.origin === 'number' ? got(issue, keys) : ''}`;
    default:
      return typeof issue.input === 'object' && issue.input !== null
        ? issue.message
        : `${issue.message}${issue.input === undefined ? '' : got(issue, keys)}`;
  }
}

/**
 * One line per problem, led by the field's path: `shop.languages[1]: expected one of "de", …, got
 * "xx"`. An unknown field gets a line of its own, so a misspelt name is easy to spot.
 */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map(
        (key) =>
          `${formatPath([...issue.path, key])}: unknown field (misspelt? ${REFERENCE} lists every field)`,
      );
    }
    return [`${formatPath(issue.path) || '(root)'}: ${explain(issue, issue.path)}`];
  });
}

/** Payment provider secrets (Stripe API keys, webhook signing secrets) by their look. */
const PROVIDER_SECRET = /^\s*((sk|rk)_(live|test)_|whsec_)/;

/** The paths of values that look like a payment provider's secret. */
function secretLookalikes(raw: unknown, keys: PropertyKey[] = []): string[] {
  if (typeof raw === 'string') return PROVIDER_SECRET.test(raw) ? [formatPath(keys)] : [];
  if (Array.isArray(raw))
    return raw.flatMap((value, index) => secretLookalikes(value, [...keys, index]));
  if (typeof raw === 'object' && raw !== null) {
    return Object.entries(raw).flatMap(([key, value]) => secretLookalikes(value, [...keys, key]));
  }
  return [];
}

/** Validates a parsed configuration object; throws ConfigError naming each bad field. */
export function parseConfig(raw: unknown, source = 'configuration'): FoyerConfig {
  if (raw === null || raw === undefined) {
    throw new ConfigError(
      `${source} is empty: it needs at least a shop section (see ${REFERENCE}).`,
    );
  }
  // A secret in a file that is committed to a repository is a leaked secret: refuse it, unechoed.
  const leaked = secretLookalikes(raw);
  if (leaked.length > 0) {
    const issues = leaked.map(
      (where) =>
        `${where}: looks like a payment provider's secret; secrets are never written in the configuration file, set them in the environment (docs/payments.md)`,
    );
    throw new ConfigError(`${source} is not valid:\n  ${issues.join('\n  ')}`, issues);
  }
  const result = foyerConfig.safeParse(raw, { reportInput: true });
  if (!result.success) {
    const issues = describeIssues(result.error);
    throw new ConfigError(
      `${source} is not valid:\n  ${issues.join('\n  ')}\nEvery field is described in ${REFERENCE}.`,
      issues,
    );
  }
  return result.data;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Reads and validates the YAML configuration file. */
export function loadConfigFile(file: string): FoyerConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) {
      throw new ConfigError(
        `The configuration file ${path.resolve(file)} does not exist. Set FOYER_CONFIG to your ` +
          `museum's file, or copy the demo's foyer.config.yaml (see ${REFERENCE}).`,
      );
    }
    throw new ConfigError(
      `Cannot read the configuration file ${file}: ${(error as Error).message}`,
    );
  }
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw new ConfigError(`${file} is not valid YAML: ${(error as Error).message}`);
  }
  return parseConfig(raw, file);
}

/** The configuration file to use: `FOYER_CONFIG`, else `foyer.config.yaml` in the working folder. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.FOYER_CONFIG || 'foyer.config.yaml';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `publicBaseUrl` on the port the shop listens on, when it names this machine. */
export function followPort(publicBaseUrl: string, port: string): string {
  const url = new URL(publicBaseUrl);
  if (!LOCAL_HOSTS.has(url.hostname) || !/^\d{1,5}$/.test(port)) return publicBaseUrl;
  url.port = port;
  // `new URL` adds a slash to a bare origin; keep the configured form otherwise.
  const text = url.toString();
  return publicBaseUrl.endsWith('/') || url.pathname !== '/' ? text : text.replace(/\/$/, '');
}

/**
 * The configuration with the environment's overrides (tests, several shops on one host):
 * - `FOYER_DATA_DIR` moves the data folder (embedded database, generated pepper) and, when the
 *   e-mail folder lies inside the configured data folder (the default `data/outbox`), that folder
 *   with it;
 * - `FOYER_PUBLIC_BASE_URL` replaces `server.publicBaseUrl` (the shop's own origin for payment
 *   return URLs, reset links and document links);
 * - otherwise `PORT` moves a `publicBaseUrl` on this machine (localhost, 127.0.0.1, [::1], the
 *   default) to that port: a shop started with `PORT=4000` answers on 4000, and payment return
 *   URLs on 4000 must count as its own;
 * - `FOYER_CLOSURE_PACE_MS` replaces `server.closurePaceMs`.
 */
export function withEnvironment(config: FoyerConfig, env: NodeJS.ProcessEnv): FoyerConfig {
  let server = config.server;
  const dataDir = env.FOYER_DATA_DIR;
  if (dataDir) {
    const transport = server.mail.transport;
    const inside = path.relative(server.dataDir, transport.kind === 'folder' ? transport.dir : '');
    const moved =
      transport.kind === 'folder' && !path.isAbsolute(transport.dir) && !inside.startsWith('..')
        ? { ...transport, dir: path.join(dataDir, inside) }
        : transport;
    server = { ...server, dataDir, mail: { ...server.mail, transport: moved } };
  }
  const wallet = walletWithEnvironment(server.wallet, env);
  if (wallet.problems.length > 0) throw new ConfigError(wallet.problems.join('\n'));
  server = { ...server, wallet: wallet.settings };
  const publicBaseUrl = env.FOYER_PUBLIC_BASE_URL;
  if (publicBaseUrl) {
    let url: URL;
    try {
      url = new URL(publicBaseUrl);
    } catch {
      throw new ConfigError(`FOYER_PUBLIC_BASE_URL is not a URL: ${publicBaseUrl}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`FOYER_PUBLIC_BASE_URL must be an http(s) URL: ${publicBaseUrl}`);
    }
    server = { ...server, publicBaseUrl };
  } else if (env.PORT) {
    server = { ...server, publicBaseUrl: followPort(server.publicBaseUrl, env.PORT) };
  }
  const pace = env.FOYER_CLOSURE_PACE_MS;
  if (pace) {
    const ms = Number(pace);
    if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) {
      throw new ConfigError(`FOYER_CLOSURE_PACE_MS must be 0 to 60000 milliseconds: ${pace}`);
    }
    server = { ...server, closurePaceMs: ms };
  }
  return { ...config, server };
}
