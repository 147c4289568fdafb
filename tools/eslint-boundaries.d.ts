import type { ESLint } from 'eslint';

/** The repository root the boundary rules read paths from. */
export declare const REPO_ROOT: string;

/** The `foyer/*` import-boundary rules. */
declare const plugin: ESLint.Plugin;
export default plugin;
