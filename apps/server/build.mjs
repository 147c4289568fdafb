// Bundles the server (with @foyer/domain, which ships TypeScript source) into dist/main.js.
// Third-party packages stay external and are loaded from node_modules at run time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));
const domainEntries = {
  '@foyer/domain': 'index.ts',
  '@foyer/domain/contract': 'contract/index.ts',
  '@foyer/domain/admin-contract': 'admin-contract/index.ts',
  '@foyer/domain/catalog-file': 'catalog-file/index.ts',
};
/** The wildcard exports of packages/domain/package.json (`./admin-contract/*` → its `.ts` file). */
const domainFolders = ['admin-contract', 'catalog-file'];

/** Resolves @foyer/domain and its subpath exports to their TypeScript source so they are bundled. */
const bundleDomain = {
  name: 'bundle-domain',
  setup(b) {
    b.onResolve({ filter: /^@foyer\/domain(\/.*)?$/ }, (args) => {
      const folder = domainFolders.find((name) => args.path.startsWith(`@foyer/domain/${name}/`));
      const entry =
        domainEntries[args.path] ??
        (folder ? `${args.path.slice('@foyer/domain/'.length)}.ts` : null);
      if (!entry) return { errors: [{ text: `Unknown @foyer/domain export: ${args.path}` }] };
      return { path: domainSrc + entry };
    });
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/cli/catalog.ts'],
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
