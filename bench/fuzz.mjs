// `npm run bench:fuzz`: the API fuzz test of apps/server/src/http/api-fuzz.test.ts with many more
// random requests than CI runs (FOYER_FUZZ_RUNS per API, shop and back office, default here 20,000).
// Prints the vitest summary;
// exits non-zero on the first 5xx or refusal outside the documented shape (with fast-check's seed
// and the shrunk request, to repeat it).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = process.env.FOYER_FUZZ_RUNS ?? '20000';
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', 'apps/server/src/http/api-fuzz.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FOYER_FUZZ_RUNS: runs },
});
console.log(
  `API fuzz: ${runs} requests to the shop API and ${runs} to the back office in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(result.status ?? 1);
