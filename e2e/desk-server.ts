/**
 * A server of its own for a desk spec: a fresh data folder with the demo museum and staff members
 * whose passwords are set before the test signs in. Staff accounts must exist before the server
 * opens its embedded database (PGlite allows one connection), so they are added first.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFile, withEnvironment } from '../apps/server/src/config/load';
import { openDatabase } from '../apps/server/src/db/client';
import { startTestServer } from './test-server';
import { addStaffMember } from '../apps/server/src/modules/staff/testing';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAFF_PASSWORD = 'a long staff password';

type Role = 'owner' | 'manager' | 'sales' | 'door';

export interface DeskServer {
  readonly base: string;
  readonly timeZone: string;
  stop(): void;
}

/** Starts the built server on `port` with the given staff (e-mail by role); resolves once it answers. */
export async function startDeskServer(
  port: number,
  staff: Partial<Record<Role, string>>,
  request: () => Promise<APIRequestContext>,
): Promise<DeskServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-e2e-desk-'));
  const env = { ...process.env, FOYER_DATA_DIR: dataDir, FOYER_PUBLIC_BASE_URL: base };
  const config = withEnvironment(loadConfigFile(path.join(root, 'foyer.config.yaml')), env);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const links: string[] = [];
  for (const [role, email] of Object.entries(staff)) {
    const added = await addStaffMember(database.db, config, {
      email,
      role: role as Role,
      name: `${role[0]?.toUpperCase()}${role.slice(1)} Member`,
    });
    if (!added.ok) throw new Error(added.failure.code);
    links.push(added.value.setPasswordUrl);
  }
  await database.close();
  const server = await startTestServer({ port, env, name: 'desk' }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const api = await request();
  for (const link of links) {
    const token = link.split('/').pop() ?? '';
    const set = await api.post(`${base}/api/admin/password`, {
      data: { token, password: STAFF_PASSWORD },
    });
    expect(set.status()).toBe(200);
  }
  await api.dispose();
  return { base, timeZone: config.server.timeZone, stop };
}

/** Signs in through the API (the login screen is tested elsewhere), in English; the cookie is the page's. */
export async function signInAtDesk(page: Page, email: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  const login = await page.request.post('/api/admin/login', {
    data: { email, password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
}
