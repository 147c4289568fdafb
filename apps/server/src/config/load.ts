import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { foyerConfig, type FoyerConfig } from './schema';

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

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out ? `${out}.${name}` : name;
  }, '');
}

/** One line per problem: `shop.languages[2]: Invalid option: expected one of …`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`);
}

/** Validates a parsed configuration object; throws ConfigError naming each bad field. */
export function parseConfig(raw: unknown, source = 'configuration'): FoyerConfig {
  const result = foyerConfig.safeParse(raw);
  if (!result.success) {
    const issues = describeIssues(result.error);
    throw new ConfigError(`${source} is not valid:\n  ${issues.join('\n  ')}`, issues);
  }
  return result.data;
}

/** Reads and validates the YAML configuration file. */
export function loadConfigFile(file: string): FoyerConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
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
  return env.FOYER_CONFIG ?? 'foyer.config.yaml';
}
