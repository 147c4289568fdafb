/**
 * The production set-up of docs/operations.md, run: nginx with deploy/nginx-foyer.conf (only its
 * listen addresses and ports, certificate, web-root and log paths substituted) terminates HTTPS
 * with a self-signed certificate in front of the built shop, which runs with a production-like
 * configuration (`publicBaseUrl` on https, `trustProxy: [127.0.0.1]`, listening on 127.0.0.1
 * only). Through HTTPS: the shop and the back office load, cookies are `Secure`, HSTS is sent, the app's cache
 * and security headers pass unchanged, each visitor's own address reaches the rate limits (a
 * forged `X-Forwarded-For` does not change it), a purchase completes, and nginx's logs hold the
 * visitors' addresses but none of the secrets their URLs carried.
 *
 * nginx runs without root: its pid, logs and temporary files are in a temporary folder, its ports
 * are high, and when the tests run as root it is started as `nobody`. In CI a missing nginx or
 * openssl fails this file; elsewhere it is skipped with a notice (`apt-get install -y nginx`).
 */
import { expect, request as playwrightRequest, test } from './hydrated-test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { loadConfigFile, withEnvironment } from '../apps/server/src/config/load';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { addStaffBeforeStart, buyInShop, STAFF_PASSWORD } from './admin-helpers';
import { startTestServer } from './test-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const basePort = Number(process.env.FOYER_E2E_NGINX_PORT ?? 4701);
const appPort = basePort;
const httpsPort = basePort + 1;
const httpPort = basePort + 2;
/**
 * The shop's public name, as in deploy/nginx-foyer.conf: a public address, as in production (no
 * demo orders or demo owner are made for it), which the browser and the test resolve to 127.0.0.1.
 */
const SHOP_NAME = 'shop.museum.example';
const base = `https://${SHOP_NAME}:${httpsPort}`;
/** Where requests that cannot resolve the shop's name go (Playwright's API requests). */
const local = `https://127.0.0.1:${httpsPort}`;
const OWNER = 'owner@museum.example';

/** The first of `names` that is an executable file, looked up as given and on the PATH. */
function findProgram(...names: string[]): string | null {
  const dirs = (process.env.PATH ?? '').split(':').filter(Boolean);
  for (const name of names) {
    const candidates = name.includes('/') ? [name] : dirs.map((dir) => path.join(dir, name));
    for (const candidate of candidates) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
  }
  return null;
}

/** nginx: `FOYER_NGINX` when set (only that), else on the PATH or where Debian installs it. */
const nginx = process.env.FOYER_NGINX
  ? findProgram(process.env.FOYER_NGINX)
  : findProgram('nginx', '/usr/sbin/nginx');
const openssl = findProgram('openssl');
const missing = [nginx ? null : 'nginx', openssl ? null : 'openssl'].filter(Boolean).join(' and ');

/** Under root nginx would hand its workers to `nobody` anyway: then all of it runs as `nobody`. */
const NOBODY = { uid: 65534, gid: 65534 };
const runAs: { uid?: number; gid?: number } = process.getuid?.() === 0 ? NOBODY : {};

let dir = '';
let appServer: ChildProcess | null = null;
let proxy: ChildProcess | null = null;
let proxyLog = '';
let certificate = '';
let ownerLink = '';
/** Secrets sent through nginx on the way; its logs must hold none of them. */
const secrets: string[] = [];

/**
 * deploy/nginx-foyer.conf with this machine's ports and paths: each replacement must match as
 * often as the file is known to need it, so a change of the file cannot slip past this test.
 */
function nginxSiteFor(options: { certDir: string; acmeDir: string; ipv6: boolean }): string {
  let site = readFileSync(path.join(root, 'deploy/nginx-foyer.conf'), 'utf8');
  const substitute = (from: string, to: string, times: number) => {
    const found = site.split(from).length - 1;
    if (found !== times) {
      throw new Error(`deploy/nginx-foyer.conf: expected "${from}" ${times} times, found ${found}`);
    }
    site = site.replaceAll(from, to);
  };
  substitute('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`, 1);
  substitute('listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  substitute('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1);
  // A machine without IPv6 cannot listen on it; the test then runs on IPv4 alone.
  substitute('listen [::]:80;', options.ipv6 ? `listen [::1]:${httpPort};` : '', 1);
  substitute(
    'listen [::]:443 ssl http2;',
    options.ipv6 ? `listen [::1]:${httpsPort} ssl http2;` : '',
    1,
  );
  const live = '/etc/letsencrypt/live/shop.museum.example';
  substitute(`${live}/fullchain.pem`, path.join(options.certDir, 'fullchain.pem'), 1);
  substitute(`${live}/privkey.pem`, path.join(options.certDir, 'privkey.pem'), 1);
  substitute('root /var/www/html;', `root ${options.acmeDir};`, 1);
  substitute('/var/log/nginx/foyer.access.log', path.join(dir, 'access.log'), 2);
  substitute('/var/log/nginx/foyer.error.log', path.join(dir, 'error.log'), 2);
  return site;
}

/** The main nginx.conf around the site: everything nginx writes stays in `dir`. */
function nginxMainConfig(site: string): string {
  const temp = (name: string) => path.join(dir, 'nginx-temp', name);
  return [
    `pid ${path.join(dir, 'nginx.pid')};`,
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

function run(program: string, args: string[], options: { as?: typeof runAs } = {}): void {
  const result = spawnSync(program, args, { encoding: 'utf8', ...options.as });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  }
}

/**
 * A test that times out can have its worker killed before `afterAll` stops nginx, which then keeps
 * the ports from the retry. Its pid is kept in a file per port; a left-over nginx is stopped first.
 */
const nginxPidFile = path.join(tmpdir(), `foyer-e2e-nginx-${httpsPort}.pid`);

async function stopLeftOverNginx(): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(nginxPidFile, 'utf8'));
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('foyer-e2e-nginx-')) return;
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // none, or gone already
  }
  // SIGTERM: the master stops its worker too; wait until the ports are free.
  for (let i = 0; i < 40 && existsSync(`/proc/${pid}`); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Gives the folder to `nobody` when nginx runs as `nobody`. */
function handOver(folder: string): void {
  const { uid, gid } = runAs;
  if (uid === undefined || gid === undefined) return;
  chownSync(folder, uid, gid);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) handOver(full);
    else chownSync(full, uid, gid);
  }
}

/** Resolves every name to 127.0.0.1, as the shop's name would resolve to the server. */
const toThisMachine: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

async function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.get(url, { ca: certificate, lookup: toThisMachine }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 500);
    });
    request.on('error', () => resolve(false));
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTPS request through nginx from the client address `from` (any 127.x.y.z address is this
 * machine), checking nginx's certificate against the test's own.
 */
function call(
  pathAndQuery: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      `${base}${pathAndQuery}`,
      { ca: certificate, lookup: toThisMachine, localAddress: from, headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
  });
}

test.use({
  baseURL: base,
  ignoreHTTPSErrors: true,
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: findChromium() ?? undefined,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SHOP_NAME} 127.0.0.1`],
  },
});
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (missing && process.env.CI) {
    throw new Error(`${missing} not found: CI requires the nginx test (apt-get install -y nginx)`);
  }
  test.skip(missing !== '', `${missing} not found: the nginx test did NOT run`);
  test.setTimeout(90_000);
  dir = mkdtempSync(path.join(tmpdir(), 'foyer-e2e-nginx-'));
  const certDir = path.join(dir, 'tls');
  const acmeDir = path.join(dir, 'acme');
  for (const folder of [certDir, acmeDir, path.join(dir, 'nginx-temp'), path.join(dir, 'data')]) {
    mkdirSync(folder, { recursive: true });
  }

  run(openssl ?? 'openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${SHOP_NAME}`,
    '-addext',
    `subjectAltName=DNS:${SHOP_NAME},IP:127.0.0.1`,
    '-keyout',
    path.join(certDir, 'privkey.pem'),
    '-out',
    path.join(certDir, 'fullchain.pem'),
  ]);
  certificate = readFileSync(path.join(certDir, 'fullchain.pem'), 'utf8');

  // A production-like configuration: the demo museum's file with the public HTTPS address, the
  // proxy trusted by its address, and a pepper of its own.
  const demo = parse(readFileSync(path.join(root, 'foyer.config.yaml'), 'utf8')) as {
    server?: Record<string, unknown>;
  };
  const configFile = path.join(dir, 'foyer.config.yaml');
  writeFileSync(
    configFile,
    stringify({
      ...demo,
      server: {
        ...demo.server,
        publicBaseUrl: base,
        trustProxy: ['127.0.0.1'],
        security: { pepper: randomBytes(32).toString('hex') },
      },
    }),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    FOYER_CONFIG: configFile,
    FOYER_DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'info',
  };
  // The owner exists before the server opens its embedded database (PGlite: one connection).
  const config = withEnvironment(loadConfigFile(configFile), env);
  [ownerLink = ''] = await addStaffBeforeStart(config, path.join(dir, 'data'), [
    { email: OWNER, role: 'owner', name: 'Olga Owner' },
  ]);
  appServer = await startTestServer({ port: appPort, env, name: 'nginx' });

  const ipv6 =
    existsSync('/proc/net/if_inet6') &&
    readFileSync('/proc/net/if_inet6', 'utf8').includes('00000000000000000000000000000001');
  const site = path.join(dir, 'foyer-site.conf');
  writeFileSync(site, nginxSiteFor({ certDir, acmeDir, ipv6 }));
  const mainConfig = path.join(dir, 'nginx.conf');
  writeFileSync(mainConfig, nginxMainConfig(site));
  handOver(dir);
  const nginxArgs = ['-p', dir, '-c', mainConfig, '-e', path.join(dir, 'nginx-main.log')];
  run(nginx ?? 'nginx', [...nginxArgs, '-t', '-q'], { as: runAs });
  await stopLeftOverNginx();
  proxy = spawn(nginx ?? 'nginx', [...nginxArgs, '-g', 'daemon off;'], {
    ...runAs,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (proxy.pid !== undefined) writeFileSync(nginxPidFile, String(proxy.pid));
  proxy.stdout?.on('data', (chunk: Buffer) => (proxyLog += chunk.toString('utf8')));
  proxy.stderr?.on('data', (chunk: Buffer) => (proxyLog += chunk.toString('utf8')));
  for (let i = 0; i < 40 && !(await answers(`${base}/api/health`)); i += 1) {
    if (proxy.exitCode !== null) throw new Error(`nginx exited: ${proxyLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(await answers(`${base}/api/health`)).toBe(true);
});

test.afterAll(async () => {
  if (proxy && proxy.exitCode === null) {
    const gone = new Promise((resolve) => proxy?.once('exit', resolve));
    proxy.kill('SIGTERM');
    await gone;
  }
  rmSync(nginxPidFile, { force: true });
  appServer?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
});

test('plain HTTP is sent to HTTPS, and HTTPS answers with HSTS and the shop headers', async () => {
  const plain = await new Promise<{ status: number; location: string | undefined }>(
    (resolve, reject) => {
      http
        .get(
          `http://${SHOP_NAME}:${httpPort}/en/tickets`,
          { lookup: toThisMachine },
          (response) => {
            response.resume();
            resolve({ status: response.statusCode ?? 0, location: response.headers.location });
          },
        )
        .on('error', reject);
    },
  );
  expect(plain).toEqual({ status: 301, location: `https://${SHOP_NAME}/en/tickets` });

  const page = await call('/en', '127.0.0.1');
  expect(page.status).toBe(200);
  expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  // HSTS on errors too (`always`).
  const unknown = await call('/api/en/no-such-call', '127.0.0.1');
  expect(unknown.status).toBe(404);
  expect(unknown.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');

  // The app's caching of its content-hashed files passes unchanged, compressed.
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
  expect(script, 'the shop page names its script').toBeTruthy();
  const asset = await call(script ?? '', '127.0.0.1', { 'accept-encoding': 'gzip' });
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers['content-encoding']).toBe('gzip');
});

test('the shop page loads through HTTPS in the browser', async ({ page }) => {
  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).protocol).toBe('https:');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the back office loads, and its session cookie is Secure', async ({ page }) => {
  const token = ownerLink.split('/').pop() ?? '';
  secrets.push(token);
  const api = await playwrightRequest.newContext({ baseURL: local, ignoreHTTPSErrors: true });
  const set = await api.post('/api/admin/password', { data: { token, password: STAFF_PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
  await api.dispose();

  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(OWNER);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  // Every cookie of the origin, whatever its path (the staff session's is /api/admin).
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('foyer_staff');
  for (const cookie of cookies) {
    expect({ name: cookie.name, secure: cookie.secure, httpOnly: cookie.httpOnly }).toEqual({
      name: cookie.name,
      secure: true,
      httpOnly: true,
    });
  }
});

test("each visitor's own address reaches the rate limits, whatever X-Forwarded-For says", async () => {
  // Unknown voucher codes are limited per client address (docs/security.md): 20 an hour are free.
  const tryCode = async (from: string, headers: Record<string, string> = {}) => {
    const code = `NO-SUCH-${randomBytes(4).toString('hex')}`;
    secrets.push(code);
    const answer = await call(`/api/en/voucher?voucher=${code}`, from, headers);
    expect(answer.status, answer.body).toBe(422);
    return (JSON.parse(answer.body) as { error: string }).error;
  };
  let limitedAt = 0;
  for (let attempt = 1; attempt <= 30 && limitedAt === 0; attempt += 1) {
    const error = await tryCode('127.0.0.2');
    if (error === 'VOUCHER_RATE_LIMITED') limitedAt = attempt;
    else expect(error).toBe('VOUCHER_NOT_FOUND');
  }
  expect(limitedAt).toBeGreaterThan(20);
  // The same visitor claiming another address is still the same visitor.
  expect(await tryCode('127.0.0.2', { 'x-forwarded-for': '127.0.0.4' })).toBe(
    'VOUCHER_RATE_LIMITED',
  );
  // Another visitor (another address, the same nginx) is not limited by the first one's tries.
  expect(await tryCode('127.0.0.3')).toBe('VOUCHER_NOT_FOUND');
});

test('a purchase completes through HTTPS', async () => {
  const api = await playwrightRequest.newContext({ baseURL: local, ignoreHTTPSErrors: true });
  try {
    const bought = await buyInShop(api, base, {
      fname: 'Nina',
      lname: 'Nginx',
      email: 'nina@visitor.example',
    });
    expect(bought.orderToken).not.toBe('');
    secrets.push(bought.ref, bought.orderToken);
    const review = await api.get(`/api/en/order/review?id=${bought.orderToken}`);
    expect(review.status(), await review.text()).toBe(200);
  } finally {
    await api.dispose();
  }
});

test("nginx's logs hold the visitors' addresses and none of the secrets in their URLs", () => {
  const access = readFileSync(path.join(dir, 'access.log'), 'utf8');
  const errors = ['error.log', 'nginx-main.log']
    .map((name) => path.join(dir, name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('');
  expect(access).toMatch(/^127\.0\.0\.2 /m);
  expect(access).toMatch(/^127\.0\.0\.3 /m);
  expect(secrets.length).toBeGreaterThan(20);
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(8);
    expect(access.includes(secret) || errors.includes(secret), secret).toBe(false);
  }
});
