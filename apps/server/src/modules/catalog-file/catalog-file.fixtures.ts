/** Signed-in staff members for the catalog file's tests (`app.inject`, cookie and CSRF token). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FoyerConfig } from '../../config/schema';
import type { Clock } from '../../clock';
import { addStaffMember } from '../staff/testing';

export interface StaffAgent {
  email: string;
  cookie: string;
  csrf: string;
}

const PASSWORD = 'correct horse battery';
let sequence = 0;

/** A new staff member of `role`, signed in on `app`. */
export async function staffAgent(
  app: FastifyInstance,
  db: Db,
  config: FoyerConfig,
  clock: Clock,
  role: 'owner' | 'manager' | 'sales' | 'door',
): Promise<StaffAgent> {
  sequence += 1;
  const email = `${role}-${sequence}-${process.pid}@museum.example`;
  const added = await addStaffMember(db, config, { email, role }, clock);
  if (!added.ok) throw new Error(added.failure.code);
  const token = added.value.setPasswordUrl.split('/').pop() ?? '';
  const set = await app.inject({
    method: 'POST',
    url: '/api/admin/password',
    payload: { token, password: PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`set password: ${set.statusCode}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: `10.9.${Math.floor(sequence / 250)}.${sequence % 250}`,
    payload: { email, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode}`);
  return {
    email,
    cookie: String(login.headers['set-cookie']).split(';')[0] ?? '',
    csrf: login.json().data.me.csrfToken,
  };
}

/** `POST /api/admin/catalog/import` as `agent`. */
export function importFile(app: FastifyInstance, agent: StaffAgent, yaml: string, apply: boolean) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/catalog/import',
    headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf },
    payload: { yaml, apply },
  });
}

/** `GET /api/admin/catalog/export` as `agent`. */
export function exportFile(app: FastifyInstance, agent: StaffAgent) {
  return app.inject({
    method: 'GET',
    url: '/api/admin/catalog/export',
    headers: { cookie: agent.cookie },
  });
}
