import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { afterPaintPlugin } from './after-paint.ts';
import { aliases, defines } from './build-options.ts';

export default defineConfig(({ mode, isSsrBuild }) => ({
  // The shop's page asks for its code after its first paint (after-paint.ts).
  plugins: isSsrBuild ? [react()] : [react(), afterPaintPlugin()],
  resolve: { alias: aliases() },
  define: defines(mode),
  // A translation table is read with one JSON.parse, much faster than evaluating an object literal
  // of a thousand strings (total blocking time); only its default export is used.
  json: { stringify: true, namedExports: false },
  // The server entry (`vite build --ssr src/entry-server.tsx`): the workspace's domain package is
  // TypeScript, so it is bundled; the libraries are loaded from node_modules by the server.
  ssr: { noExternal: ['@foyer/domain'] },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
      }
    : {
        target: 'es2022',
        sourcemap: true,
        // `.vite/manifest.json`: the server's pages link their lazy chunks' styles with it.
        manifest: true,
        rolldownOptions: {
          // Two pages: the shop (index.html) and the back office (admin.html, served at /admin/), so
          // the shop never loads back-office code.
          input: { index: 'index.html', admin: 'admin.html' },
          output: {
            // Lazy libraries get chunks of their own, so every lazy chunk stays small (bench/bundle-budget).
            codeSplitting: {
              groups: [
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                { name: 'dompurify', test: /[\\/]node_modules[\\/]dompurify[\\/]/ },
                { name: 'uplot', test: /[\\/]node_modules[\\/]uplot[\\/]/ },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': process.env.FOYER_API_PROXY ?? 'http://localhost:3000',
      '/static': process.env.FOYER_API_PROXY ?? 'http://localhost:3000',
    },
  },
}));
