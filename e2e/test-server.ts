/**
 * The built server started on a port of its own for one spec (the back office's, the desk's, the
 * scanner's). A test that times out can have its worker killed before `afterAll` stops the server;
 * the next attempt's server then cannot bind the port while the health check is answered by the
 * old one, with the old database (set-password links answer LINK_INVALID). So each port's server
 * pid is kept in a file, a server left over on the port is stopped first, and a new server that
 * exits before it answers is an error naming the port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'apps/server/dist/main.js';

function pidFileOf(port: number): string {
  return path.join(tmpdir(), `foyer-e2e-server-${port}.pid`);
}

function healthy(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops the server an earlier attempt left on the port (only if that pid is still our server). */
async function stopLeftOver(port: number): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFileOf(port), 'utf8'));
  } catch {
    return;
  }
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(SERVER)) return;
    process.kill(pid, 'SIGKILL');
  } catch {
    return; // gone already
  }
  for (let i = 0; i < 40 && (await healthy(port)); i += 1) await pause(250);
}

export interface TestServerOptions {
  port: number;
  /** The whole environment of the server (PORT and HOST are added). */
  env: NodeJS.ProcessEnv;
  /** For the error when it does not start. */
  name: string;
  /** What the server prints (its standard output is then piped; standard error is inherited). */
  onOutput?: (text: string) => void;
  /** What the server prints to standard error (then piped instead of inherited). */
  onErrorOutput?: (text: string) => void;
  /** Whether the server is ready (default: its health check answers). */
  ready?: () => Promise<boolean>;
}

export async function startTestServer(options: TestServerOptions): Promise<ChildProcess> {
  await stopLeftOver(options.port);
  const server = spawn('node', [SERVER], {
    cwd: root,
    env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: [
      'ignore',
      options.onOutput ? 'pipe' : 'ignore',
      options.onErrorOutput ? 'pipe' : options.onOutput ? 'inherit' : 'ignore',
    ],
  });
  const { onOutput, onErrorOutput } = options;
  if (onOutput) server.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  if (onErrorOutput) {
    server.stderr?.on('data', (chunk: Buffer) => onErrorOutput(chunk.toString('utf8')));
  }
  if (server.pid !== undefined) writeFileSync(pidFileOf(options.port), String(server.pid));
  server.once('exit', () => rmSync(pidFileOf(options.port), { force: true }));
  const ready = options.ready ?? (() => healthy(options.port));
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the ${options.name} test server exited (${server.exitCode ?? server.signalCode}); is port ${options.port} taken?`,
      );
    }
    if (await ready()) return server;
    await pause(500);
  }
  server.kill();
  throw new Error(`the ${options.name} test server did not start on port ${options.port}`);
}
