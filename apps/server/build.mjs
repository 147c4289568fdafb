// Bundles the server (with @foyer/domain, which ships TypeScript source) into dist/main.js.
// Third-party packages stay external and are loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@foyer/domain': '../../packages/domain/src/index.ts' },
  logLevel: 'info',
});
