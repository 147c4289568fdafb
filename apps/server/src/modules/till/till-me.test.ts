/**
 * The back office learns from `GET me` whether the till is on and which tills there are: the till
 * screen is offered only then (docs/till.md "The till screen"). The till is on by default.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, signedIn } from '../orders/testing';
import { tillConfig } from './till.fixtures';

describe.each(testDatabaseKinds())('the tills in me ($name)', (kind) => {
  it('names the tills while the till is on, none while it is off', async () => {
    expect(demoConfig().server.till.enabled).toBe(true);
    const database = await kind.open();
    try {
      for (const [config, tills] of [
        [
          tillConfig(),
          [
            { code: 'till-1', name: 'Kasse 1' },
            { code: 'till-2', name: 'Kasse 2' },
          ],
        ],
        [
          (() => {
            const off = tillConfig();
            off.server.till.enabled = false;
            return off;
          })(),
          [],
        ],
      ] as const) {
        const clock = movableClock();
        const app = await createTestApp(database, {
          config,
          clock,
          customers: { argon2: TEST_ARGON2 },
        });
        try {
          const sales = await signedIn(app, database.db, config, clock, 'sales');
          const me = await adminCall(app, 'GET', 'me', { agent: sales });
          expect(me.statusCode).toBe(200);
          expect(me.json().data.tills).toEqual(tills);
        } finally {
          await app.close();
        }
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
