/**
 * `npm run catalog -- import|export FILE --server URL`: the catalog file through a running server's
 * back-office API (docs/catalog.md), for PGlite shops that cannot be stopped and for moving a catalog
 * between environments. Signs in as a staff member whose e-mail and password come from the
 * environment (`FOYER_STAFF_EMAIL`, `FOYER_STAFF_PASSWORD`; with 2FA a current code in
 * `--totp` or `FOYER_STAFF_TOTP`), never from the URL; the session ends when the command does.
 * The import is checked first (the server's dry run) and applied only when that finds no error.
 */
import type { CatalogChange, CatalogImportResult } from '@foyer/domain/admin-contract';

export interface RemoteTarget {
  server: URL;
  email: string;
  password: string;
  totp: string | undefined;
}

interface Io {
  out(line: string): void;
  err(line: string): void;
}

interface Session {
  cookie: string;
  csrf: string;
}

export class RemoteError extends Error {}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Checks the server URL: http(s), no user or password in it, plain http only to this machine. */
export function serverUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RemoteError(`--server ${text} is not a URL (e.g. https://shop.museum.example)`);
  }
  if (url.username || url.password || url.search) {
    throw new RemoteError('--server must not carry a user, password or query: use the environment');
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    throw new RemoteError('--server must use https (plain http only to localhost)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteError('--server must be an http(s) URL');
  }
  return url;
}

function endpoint(target: RemoteTarget, path: string): string {
  return new URL(`api/admin/${path}`, target.server.href.replace(/\/?$/, '/')).href;
}

async function failureOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  return `${response.status} ${body.error ?? ''}${body.message ? `: ${body.message}` : ''}`.trim();
}

async function signIn(target: RemoteTarget): Promise<Session> {
  const response = await fetch(endpoint(target, 'login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: target.email,
      password: target.password,
      ...(target.totp ? { totp: target.totp } : {}),
    }),
  });
  if (!response.ok) throw new RemoteError(`Sign-in refused (${await failureOf(response)})`);
  const body = (await response.json()) as {
    data: { status: string; me?: { csrfToken: string } };
  };
  if (body.data.status !== 'signedIn' || !body.data.me) {
    throw new RemoteError('The account has 2FA: give a current code with --totp CODE');
  }
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, csrf: body.data.me.csrfToken };
}

/** Runs `work` in a staff session on the server and ends the session afterwards. */
async function inSession<T>(target: RemoteTarget, work: (session: Session) => Promise<T>) {
  const session = await signIn(target);
  try {
    return await work(session);
  } finally {
    await fetch(endpoint(target, 'logout'), {
      method: 'POST',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    }).catch(() => undefined);
  }
}

/** The catalog file of the running server. */
export async function remoteExport(target: RemoteTarget): Promise<string> {
  return inSession(target, async (session) => {
    const response = await fetch(endpoint(target, 'catalog/export'), {
      headers: { cookie: session.cookie },
    });
    if (!response.ok) throw new RemoteError(`Export refused (${await failureOf(response)})`);
    return response.text();
  });
}

function describeChange(change: CatalogChange): string {
  if (change.change === 'added')
    return `  + ${change.path}${change.label ? `  ${change.label}` : ''}`;
  if (change.change === 'removed') {
    return `  - ${change.path}${change.label ? `  ${change.label}` : ''}`;
  }
  const shown = (value: CatalogChange['before']) => JSON.stringify(value);
  return `  ~ ${change.path}: ${shown(change.before)} → ${shown(change.after)}`;
}

/** One line per change, and how many more the server did not list. */
export function formatChanges(result: CatalogImportResult): string[] {
  if (result.changes.length === 0) return ['  (no changes)'];
  return [
    ...result.changes.map(describeChange),
    ...(result.moreChanges > 0 ? [`  … and ${result.moreChanges} more`] : []),
  ];
}

/**
 * Checks `yaml` on the server and, unless `dryRun`, applies it. Answers the exit code; prints the
 * changes, or every error with its path.
 */
export async function remoteImport(
  io: Io,
  target: RemoteTarget,
  name: string,
  yaml: string,
  dryRun: boolean,
): Promise<number> {
  return inSession(target, async (session) => {
    const send = async (apply: boolean) => {
      const response = await fetch(endpoint(target, 'catalog/import'), {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ yaml, apply }),
      });
      if (response.status === 422) {
        const body = (await response.json()) as {
          error: string;
          errors?: Record<string, string | string[]>;
        };
        io.err(`${name} is not valid; nothing was imported:`);
        for (const [path, messages] of Object.entries(body.errors ?? {})) {
          for (const message of [messages].flat()) io.err(`  ${path}: ${message}`);
        }
        return null;
      }
      if (!response.ok) throw new RemoteError(`Import refused (${await failureOf(response)})`);
      return ((await response.json()) as { data: CatalogImportResult }).data;
    };
    const checked = await send(false);
    if (!checked) return 1;
    if (dryRun) {
      io.out(`Checked ${name} on ${target.server.origin}; nothing was changed. It would change:`);
      formatChanges(checked).forEach((line) => io.out(line));
      return 0;
    }
    const applied = await send(true);
    if (!applied) return 1;
    io.out(`Imported ${name} on ${target.server.origin}:`);
    formatChanges(applied).forEach((line) => io.out(line));
    return 0;
  });
}
