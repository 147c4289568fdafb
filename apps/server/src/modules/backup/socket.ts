/**
 * The backup socket of a shop on PGlite: PGlite is one process's database, so a backup taken while
 * the shop sells is taken by the server itself. It listens on `<dataDir>/backup.sock` (mode 0600:
 * the server's own user only, who can read the data folder anyway) and answers `GET /backup` with a
 * backup file (`format.ts`). The socket is removed at the stop; one left by a crash is replaced at
 * the start, and one that answers means another server has the folder: the start stops.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { chmod, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import { writePgliteBackup } from './pglite';

export const BACKUP_SOCKET = 'backup.sock';

export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), BACKUP_SOCKET);
}

/** Whether a server answers on the socket (false: none, or a file left by a crash). */
export function socketAnswers(socket: string): Promise<boolean> {
  if (!existsSync(socket)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

export class SocketInUse extends Error {}

interface Log {
  info(message: string): void;
  error(message: string): void;
}

/**
 * Starts the backup socket of `database` in `dataDir` (PGlite only; nothing on PostgreSQL) and
 * answers the function that closes it.
 */
export async function startBackupSocket(
  database: Database,
  dataDir: string,
  log: Log = { info: () => {}, error: (message) => console.error(message) },
): Promise<() => Promise<void>> {
  if (!database.copyDataDir) return async () => {};
  const socket = backupSocketPath(dataDir);
  if (await socketAnswers(socket)) {
    throw new SocketInUse(
      `Foyer cannot start: another Foyer server is running on the data folder ${path.dirname(socket)} (it answers on ${socket}). Stop it first.`,
    );
  }
  await rm(socket, { force: true });
  let ready = false;
  const server = createServer((req, res) => {
    if (!ready || req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    log.info('backup: copying the database for a backup');
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    writePgliteBackup(database, res).then(
      () => log.info('backup: sent'),
      (error: unknown) => {
        log.error(`backup: failed: ${(error as Error).message}`);
        res.destroy(error as Error);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socket, 0o600);
  ready = true;
  return async () => {
    ready = false;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await rm(socket, { force: true });
  };
}

/**
 * Asks the server on `socket` for a backup: its answer (a stream of the file), or null when no server
 * answers there.
 */
export function requestBackup(socket: string): Promise<IncomingMessage | null> {
  if (!existsSync(socket)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, path: '/backup', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the server answered ${res.statusCode} on ${socket}`));
        return;
      }
      resolve(res);
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    req.end();
  });
}
