// The import boundaries hold whichever folder eslint runs from: the repository's own config is
// loaded the way the CLI loads it (working folder = `cwd`), and files that break a boundary fail.
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
  const slice = 'apps/server/src/modules/fulfilment/lint-probe.ts';

  it("fails a slice that imports another slice's repository, also as a type or re-export", async () => {
    expect(
      await boundaryErrors(
        folder,
        slice,
        `import { a } from '../checkout/orders.repository';\nimport type { B } from '../customers/customer.repository.ts';\nexport * from '../inventory/holds.repository';\n`,
      ),
    ).toEqual([
      'foyer/no-foreign-repository-imports',
      'foyer/no-foreign-repository-imports',
      'foyer/no-foreign-repository-imports',
    ]);
  });

  it("passes a slice that imports its own repository and another slice's service", async () => {
    expect(
      await boundaryErrors(
        folder,
        slice,
        `import { a } from './fulfilment.repository';\nimport { b } from '../inventory/holds.service';\nimport { c } from '../../db/schema';\n`,
      ),
    ).toEqual([]);
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
    ).toEqual(['foyer/no-foreign-repository-imports']);
  });
});

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = boundaries.rules?.['no-foreign-repository-imports'];
if (!rule) throw new Error('the rule no-foreign-repository-imports is missing');
const inModules = (file: string) => path.join(REPO_ROOT, 'apps/server/src/modules', file);

new RuleTester().run('no-foreign-repository-imports with an allow-list', rule, {
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
      code: `import { a } from '../modules/catalog/events.repository';`,
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
      errors: [{ messageId: 'foreign' }],
    },
  ],
});
