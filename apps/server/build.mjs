// Bundles the server (with @foyer/domain, which ships TypeScript source) into dist/main.js.
// Third-party packages stay external and are loaded from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const domainRoot = fileURLToPath(new URL('../../packages/domain/', import.meta.url));
/** The domain's subpath exports (package.json), e.g. `./contract` and patterns like `./catalog-file/*`. */
const domainExports = JSON.parse(readFileSync(`${domainRoot}package.json`, 'utf8')).exports;

function domainEntry(specifier) {
  const subpath = `.${specifier.slice('@foyer/domain'.length)}`;
  const exact = domainExports[subpath];
  if (typeof exact === 'string') return exact;
  for (const [pattern, target] of Object.entries(domainExports)) {
    if (!pattern.endsWith('/*') || typeof target !== 'string') continue;
    const prefix = pattern.slice(0, -1);
    if (subpath.startsWith(prefix)) return target.replace('*', subpath.slice(prefix.length));
  }
  return null;
}

/** Resolves @foyer/domain and its subpath exports to their TypeScript source so they are bundled. */
const bundleDomain = {
  name: 'bundle-domain',
  setup(b) {
    b.onResolve({ filter: /^@foyer\/domain(\/.*)?$/ }, (args) => {
      const entry = domainEntry(args.path);
      if (!entry) return { errors: [{ text: `Unknown @foyer/domain export: ${args.path}` }] };
      return { path: path.join(domainRoot, entry) };
    });
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/cli/catalog.ts', 'src/cli/backup.ts', 'src/cli/restore.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [bundleDomain],
  logLevel: 'info',
});
