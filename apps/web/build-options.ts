/**
 * Build settings shared by `vite.config.ts` and `vitest.config.ts`: the `@` alias, the custom
 * translation module and the build information shown in development.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The no-op custom translation module used when a build names none. */
export const DEFAULT_TRANSLATIONS_MODULE = path.join(here, 'src/i18n/custom-translations.ts');

/**
 * The custom translation module of this build: `VITE_FOYER_TRANSLATIONS` (absolute, or relative to
 * `apps/web`), else the no-op module.
 */
export function translationsModule(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.VITE_FOYER_TRANSLATIONS?.trim();
  return configured ? path.resolve(here, configured) : DEFAULT_TRANSLATIONS_MODULE;
}

/** The aliases of the web app: `@/…` for `src/…` and the custom translation module. */
export function aliases(env: NodeJS.ProcessEnv = process.env): Alias[] {
  return [
    { find: /^@\//, replacement: `${path.join(here, 'src')}/` },
    { find: /^foyer:custom-translations$/, replacement: translationsModule(env) },
  ];
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: here, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** Environment, build time, commit hash and branch (build information). */
export interface BuildInfo {
  readonly environment: string;
  readonly timestamp: string;
  readonly hash: string;
  readonly branch: string;
}

/**
 * The build information of this build; the environment is `FOYER_ENV`, else the Vite mode
 * ('development' for the dev server, 'production' for a build).
 */
export function buildInfo(mode: string, env: NodeJS.ProcessEnv = process.env): BuildInfo {
  return {
    environment: env.FOYER_ENV?.trim() || mode,
    timestamp: new Date().toISOString(),
    hash: env.FOYER_BUILD_HASH ?? git(['rev-parse', '--short', 'HEAD']) ?? 'unknown',
    branch: env.FOYER_BUILD_BRANCH ?? git(['rev-parse', '--abbrev-ref', 'HEAD']) ?? 'unknown',
  };
}

/** The `define` entries of a build: the build information as a constant. */
export function defines(mode: string): Record<string, string> {
  return { __FOYER_BUILD__: JSON.stringify(buildInfo(mode)) };
}
