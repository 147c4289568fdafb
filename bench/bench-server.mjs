// A built shop server for the browser benches: `node apps/server/dist/main.js` on a port of its
// own with a fresh data folder (so it seeds the demo museum), stopped and removed afterwards.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the built server on `port` and resolves when `/api/health` answers.
 * @param {{ port: number, timeoutMs?: number }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startBenchServer({
  port,
  timeoutMs = Number(process.env.FOYER_BENCH_SERVER_TIMEOUT ?? 300) * 1000,
}) {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main))
    throw new Error(`No server build at ${main}: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FOYER_DATA_DIR: dataDir,
      FOYER_PUBLIC_BASE_URL: origin,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + String(chunk)).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server stopped while starting:\n${errors}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `The server did not answer on ${origin} within ${timeoutMs / 1000} s:\n${errors}`,
  );
}
