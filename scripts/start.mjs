// `npm start`: builds what is missing, then runs the shop on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverNodeFlags } from './server-heap.mjs';

function run(args) {
  const res = spawnSync('npm', args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/web/dist-server/entry-server.js'))
  run(['run', 'build', '-w', '@foyer/web']);
// The server bundle takes well under a second: always rebuild it so it matches the source.
run(['run', 'build', '-w', '@foyer/server']);

const server = spawn(
  process.execPath,
  [...serverNodeFlags(), '--enable-source-maps', 'apps/server/dist/main.js'],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
