// The import boundaries hold whichever folder eslint runs from: the repository's own config is
// loaded the way the CLI loads it (working folder = `cwd`), and files that break a boundary fail: a
// planted violation of each kind in the server, the shop and the back office. The real tree has
// none (the last test lints apps/*/src).
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import boundaries, { REPO_ROOT } from './eslint-boundaries.js';

const startedIn = process.cwd();
afterAll(() => process.chdir(startedIn));

const linters = new Map<string, ESLint>();

/** The `foyer/*` rules a file with `code` breaks when eslint is run from `folder`. */
async function boundaryErrors(folder: string, file: string, code: string): Promise<string[]> {
  const cwd = path.join(REPO_ROOT, folder);
  // The CLI reads its working folder from the process: lint as `cd <folder> && eslint` does.
  process.chdir(cwd);
  let eslint = linters.get(cwd);
  if (!eslint) {
    eslint = new ESLint({ cwd });
    linters.set(cwd, eslint);
  }
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? `fatal: ${message.message}`)
    .filter((rule) => !rule.startsWith('@typescript-eslint/') && rule !== 'no-unused-vars');
}

describe.each(['.', 'apps/web'])('the web app, linted from %s', (folder) => {
  const feature = 'apps/web/src/features/tickets/lint-probe.ts';
  const shared = 'apps/web/src/shared/ui/lint-probe.ts';

  it('fails a feature that imports another feature, by a relative path or the @/ alias', async () => {
    expect(
      await boundaryErrors(
        folder,
        feature,
        `import { a } from '../tours/api/tour-queries';\nexport { b } from '@/features/vouchers';\n`,
      ),
    ).toEqual(['foyer/no-cross-feature-imports', 'foyer/no-cross-feature-imports']);
  });

  it('passes a feature that imports its own files and shared code', async () => {
    expect(
      await boundaryErrors(
        folder,
        feature,
        `import { a } from './ticket-basket';\nimport { b } from '@/shared/ui/price';\nimport { c } from '../tickets/event-when';\n`,
      ),
    ).toEqual([]);
  });

  it('fails shared code that imports a feature or the app', async () => {
    expect(
      await boundaryErrors(
        folder,
        shared,
        `import { a } from '@/features/tickets';\nimport { b } from '../../app/root';\nexport const c = () => import('../../features/account/screens');\n`,
      ),
    ).toEqual([
      'foyer/no-shared-upward-imports',
      'foyer/no-shared-upward-imports',
      'foyer/no-shared-upward-imports',
    ]);
  });

  it('passes shared code that imports shared code and packages', async () => {
    expect(
      await boundaryErrors(
        folder,
        shared,
        `import { a } from '../api/api-base';\nimport { b } from '@/shared/session/storage';\nimport { c } from '@foyer/domain';\n`,
      ),
    ).toEqual([]);
  });
});

describe.each(['.', 'apps/server'])('the server, linted from %s', (folder) => {
  const inModule = 'apps/server/src/modules/fulfilment/lint-probe.ts';
  const outside = 'apps/server/src/jobs/lint-probe.ts';

  it("fails a module that imports another module's inner file, also a repository, a type or a re-export", async () => {
    expect(
      await boundaryErrors(
        folder,
        inModule,
        `import { a } from '../checkout/orders.repository';\nimport type { B } from '../customers/customer.repository.ts';\nexport * from '../inventory/holds.repository';\nimport { c } from '../orders/ledger.service';\nexport const d = () => import('../checkout/pricing/index');\n`,
      ),
    ).toEqual([
      'foyer/module-doors',
      'foyer/module-doors',
      'foyer/module-doors',
      'foyer/module-doors',
      'foyer/module-doors',
    ]);
  });

  it('passes a module that imports its own files, other modules’ doors and shared server code', async () => {
    expect(
      await boundaryErrors(
        folder,
        inModule,
        `import { a } from './fulfilment.repository';\nimport { b } from '../inventory';\nimport { c } from '../orders/index';\nimport { d } from '../staff/index.ts';\nimport { e } from '../../db/schema';\nimport { f } from './testing';\n`,
      ),
    ).toEqual([]);
  });

  it('fails code outside the modules that imports a module’s inner file', async () => {
    expect(
      await boundaryErrors(
        folder,
        outside,
        `import { a } from '../modules/orders/orders.repository';\nimport { b } from '../modules/mail/outbox.service';\n`,
      ),
    ).toEqual(['foyer/module-doors', 'foyer/module-doors']);
    expect(
      await boundaryErrors(
        folder,
        'apps/server/scripts/lint-probe.ts',
        `import { a } from '../src/modules/mail/mail-layout';\n`,
      ),
    ).toEqual(['foyer/module-doors']);
  });

  it('passes code outside the modules that imports their doors', async () => {
    expect(
      await boundaryErrors(
        folder,
        outside,
        `import { a } from '../modules/orders';\nimport { b } from '../modules/mail/index';\nimport { c } from '../db/client';\n`,
      ),
    ).toEqual([]);
  });

  it('fails production code that imports a test door, inside or outside the modules', async () => {
    expect(
      await boundaryErrors(folder, inModule, `import { a } from '../checkout/testing';\n`),
    ).toEqual(['foyer/module-doors']);
    expect(
      await boundaryErrors(
        folder,
        outside,
        `import { a } from '../modules/checkout/testing.ts';\n`,
      ),
    ).toEqual(['foyer/module-doors']);
  });

  it('passes test code that imports test doors: tests, fixtures, src/testing and the browser tests', async () => {
    const code = (up: string) => `import { a } from '${up}checkout/testing';\n`;
    expect(
      await boundaryErrors(folder, 'apps/server/src/modules/orders/probe.test.ts', code('../')),
    ).toEqual([]);
    expect(
      await boundaryErrors(folder, 'apps/server/src/modules/orders/probe.fixtures.ts', code('../')),
    ).toEqual([]);
    expect(
      await boundaryErrors(folder, 'apps/server/src/testing/probe.ts', code('../modules/')),
    ).toEqual([]);
    expect(
      await boundaryErrors(folder, 'e2e/probe.ts', code('../apps/server/src/modules/')),
    ).toEqual([]);
  });

  it('fails test code that imports a module’s inner file', async () => {
    expect(
      await boundaryErrors(
        folder,
        'apps/server/src/modules/orders/probe.test.ts',
        `import { a } from '../checkout/checkout.fixtures';\n`,
      ),
    ).toEqual(['foyer/module-doors']);
  });
});

describe.each(['.', 'apps/web'])('the back office, linted from %s', (folder) => {
  const admin = 'apps/web/src/admin/screens/desk/lint-probe.ts';

  it('fails the back office importing the shop’s features or app', async () => {
    expect(
      await boundaryErrors(
        folder,
        admin,
        `import { a } from '@/features/tours/components/tour-booking';\nimport { b } from '../../../features/merchandise';\nimport { c } from '@/app/root';\n`,
      ),
    ).toEqual([
      'foyer/no-admin-shop-imports',
      'foyer/no-admin-shop-imports',
      'foyer/no-admin-shop-imports',
    ]);
  });

  it('passes the back office importing its own files, shared code and the domain', async () => {
    expect(
      await boundaryErrors(
        folder,
        admin,
        `import { a } from '../../context';\nimport { b } from '@/shared/tours/tour-basket';\nimport { c } from '@foyer/domain';\n`,
      ),
    ).toEqual([]);
  });

  it('fails the shop importing the back office', async () => {
    expect(
      await boundaryErrors(
        folder,
        'apps/web/src/features/tours/lint-probe.ts',
        `import { a } from '@/admin/context';\n`,
      ),
    ).toEqual(['foyer/no-admin-shop-imports']);
    expect(
      await boundaryErrors(
        folder,
        'apps/web/src/shared/ui/lint-probe.ts',
        `import { a } from '../../admin/api';\n`,
      ),
    ).toEqual(['foyer/no-admin-shop-imports']);
    expect(
      await boundaryErrors(
        folder,
        'apps/web/src/app/lint-probe.ts',
        `import { a } from '@/admin/api';\n`,
      ),
    ).toEqual(['foyer/no-admin-shop-imports']);
  });
});

describe('a workspace folder that holds neither file', () => {
  it('still applies the web and server boundaries', async () => {
    expect(
      await boundaryErrors(
        'packages/domain',
        'apps/web/src/features/tickets/lint-probe.ts',
        `import { a } from '../tours';\n`,
      ),
    ).toEqual(['foyer/no-cross-feature-imports']);
    expect(
      await boundaryErrors(
        'packages/domain',
        'apps/server/src/modules/fulfilment/lint-probe.ts',
        `import { a } from '../checkout/orders.repository';\n`,
      ),
    ).toEqual(['foyer/module-doors']);
  });
});

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = boundaries.rules?.['module-doors'];
if (!rule) throw new Error('the rule module-doors is missing');
const inModules = (file: string) => path.join(REPO_ROOT, 'apps/server/src/modules', file);

new RuleTester().run('module-doors with an allow-list', rule, {
  valid: [
    {
      filename: inModules('checkout/pricing.ts'),
      code: `import { a } from '../catalog/events.repository';`,
      options: [
        {
          allow: [
            {
              from: 'apps/server/src/modules/checkout/pricing',
              to: 'apps/server/src/modules/catalog/events.repository',
            },
          ],
        },
      ],
    },
    {
      filename: path.join(REPO_ROOT, 'apps/server/src/cli/catalog.ts'),
      code: `import { a } from '../modules/catalog';`,
    },
  ],
  invalid: [
    {
      filename: inModules('checkout/review.service.ts'),
      code: `import { a } from '../catalog/events.repository';`,
      options: [
        {
          allow: [
            {
              from: 'apps/server/src/modules/checkout/pricing',
              to: 'apps/server/src/modules/catalog/events.repository',
            },
          ],
        },
      ],
      errors: [{ messageId: 'internal' }],
    },
  ],
});

describe('the real tree', () => {
  it('breaks no import boundary (apps/*/src, linted with the foyer/* rules alone)', async () => {
    process.chdir(REPO_ROOT);
    const eslint = new ESLint({
      cwd: REPO_ROOT,
      ruleFilter: ({ ruleId }) => ruleId.startsWith('foyer/'),
    });
    const results = await eslint.lintFiles(['apps/*/src/**/*.{ts,tsx}']);
    const broken = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId?.startsWith('foyer/') || message.fatal)
        .map(
          (message) =>
            `${path.relative(REPO_ROOT, result.filePath)}:${message.line} ${message.ruleId ?? 'fatal'}: ${message.message}`,
        ),
    );
    expect(results.length).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  }, 600_000);
});
