// Import boundaries of the repository (docs/architecture.md describes the layers they keep):
//
// The server (`apps/server/src/modules/<module>/`), rule `module-doors`:
// - a module has one front door, its `index.ts`: another module, and code outside `modules/` (app.ts,
//   main.ts, cli, jobs, seed, web, http, testing, scripts, e2e), imports a module only through it,
//   never one of the module's other files;
// - a module's test door, `testing.ts`, holds the fixtures other modules' tests use: only test code
//   (`*.test.ts`, `*.fixtures.ts`, `apps/server/src/testing/**`, `e2e/**`) may import it;
// - inside its own folder a module imports what it likes. That modules import each other without a
//   loop is checked by tools/module-graph.test.ts.
//
// The web app (`apps/web/src`):
// - the shop's features do not import each other (compose them in src/app), rule
//   `no-cross-feature-imports`;
// - src/shared does not import src/features or src/app, rule `no-shared-upward-imports`;
// - the back office (src/admin) never imports the shop's src/features or src/app (what both use lies
//   in src/shared or `@foyer/domain`), and the shop never imports src/admin, rule
//   `no-admin-shop-imports`.
//
// Paths are read relative to the repository root (the folder above this file), never to the working
// folder, so the rules hold whether eslint runs from the root or from a workspace folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file lies in `<root>/tools/`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const WEB_SRC = ['apps', 'web', 'src'];
const SERVER_MODULES = ['apps', 'server', 'src', 'modules'];

/** The path segments of a file below the repository root, or null when it lies outside. */
function segmentsOf(file) {
  const rel = path.relative(REPO_ROOT, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep);
}

/** The segments of a file below `base` (segments from the root), or null when it is not below. */
function below(file, base) {
  const parts = segmentsOf(file);
  if (!parts || parts.length <= base.length || base.some((p, i) => parts[i] !== p)) return null;
  return parts.slice(base.length);
}

/** The file an import names: relative imports and the web app's `@/` alias; null for packages. */
function importedFile(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/') && below(file, WEB_SRC)) {
    return path.join(REPO_ROOT, ...WEB_SRC, source.slice(2));
  }
  return null;
}

/**
 * Where a file lies in the web app: `{ area: 'features', feature }`, `{ area: 'shared' | 'app' |
 * 'admin' }`, `{ area: 'shop' }` for the shop's other files (entries, i18n), or null outside it.
 */
function webAreaOf(file) {
  const parts = below(file, WEB_SRC);
  if (!parts) return null;
  const [area, feature] = parts;
  if (area === 'features') return feature ? { area, feature } : { area: 'shop' };
  if (area === 'shared' || area === 'app' || area === 'admin') return { area };
  return { area: 'shop' };
}

/** Calls `check(node, target)` for every import, re-export and dynamic import with a resolvable file. */
function onImports(file, check) {
  function visit(node) {
    const source = node.source && node.source.value;
    if (typeof source !== 'string') return;
    const target = importedFile(file, source);
    if (target) check(node, target);
  }
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature may not import another feature; compose them in app/.' },
    schema: [],
    messages: {
      cross:
        "Feature '{{from}}' may not import feature '{{to}}': move shared code to src/shared or compose in src/app.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = webAreaOf(file);
    if (own?.area !== 'features') return {};
    return onImports(file, (node, target) => {
      const to = webAreaOf(target);
      if (to?.area === 'features' && to.feature !== own.feature) {
        context.report({ node, messageId: 'cross', data: { from: own.feature, to: to.feature } });
      }
    });
  },
};

const noSharedUpwardImports = {
  meta: {
    type: 'problem',
    docs: { description: 'The web app’s src/shared may not import src/features or src/app.' },
    schema: [],
    messages: {
      upward:
        'src/shared may not import src/{{to}}: shared code stands below the features and the app; pass what it needs in.',
    },
  },
  create(context) {
    const file = context.filename;
    if (webAreaOf(file)?.area !== 'shared') return {};
    return onImports(file, (node, target) => {
      const to = webAreaOf(target);
      if (to?.area === 'features' || to?.area === 'app') {
        context.report({ node, messageId: 'upward', data: { to: to.area } });
      }
    });
  },
};

const noAdminShopImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'The back office (src/admin) may not import src/features or src/app; the shop may not import src/admin.',
    },
    schema: [],
    messages: {
      adminToShop:
        'The back office may not import src/{{to}}: take what both use from src/shared or @foyer/domain.',
      shopToAdmin: 'The shop may not import the back office (src/admin).',
    },
  },
  create(context) {
    const file = context.filename;
    const own = webAreaOf(file);
    if (!own) return {};
    return onImports(file, (node, target) => {
      const to = webAreaOf(target);
      if (!to) return;
      if (own.area === 'admin' && (to.area === 'features' || to.area === 'app')) {
        context.report({ node, messageId: 'adminToShop', data: { to: to.area } });
      } else if (own.area !== 'admin' && to.area === 'admin') {
        context.report({ node, messageId: 'shopToAdmin' });
      }
    });
  },
};

const SERVER_SRC = ['apps', 'server', 'src'];

/** A root-relative path without the extension, with `/` separators: `apps/server/src/modules/x/y`. */
function rootRelative(file) {
  return (segmentsOf(file) ?? []).join('/').replace(/\.[cm]?[jt]sx?$/, '');
}

/**
 * Where a file lies among the server's modules: `{ module, door }` with `door` 'index' (the front
 * door, also when the import names the folder), 'testing' (the test door) or null (an inner file);
 * null outside `modules/`.
 */
function modulePartOf(file) {
  const parts = below(file, SERVER_MODULES);
  if (!parts) return null;
  const [module, ...rest] = parts;
  if (rest.length === 0) return { module, door: 'index' };
  if (rest.length > 1) return { module, door: null };
  const name = rest[0].replace(/\.[cm]?[jt]sx?$/, '');
  return { module, door: name === 'index' || name === 'testing' ? name : null };
}

/** Test code: `*.test.ts`, `*.fixtures.ts`, the server's `src/testing/` and the browser tests. */
function isTestCode(file) {
  if (/\.(test|fixtures)\.[cm]?[jt]sx?$/.test(path.basename(file))) return true;
  return below(file, [...SERVER_SRC, 'testing']) !== null || below(file, ['e2e']) !== null;
}

const moduleDoors = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Code outside a server module imports it only through its door (index.ts); its test door (testing.ts) only from test code.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            description:
              'Known violations to tolerate, each `{ from, to }`: root-relative paths of the importing and the imported file, without extension.',
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{file}}' is inside the module '{{to}}': import the module's door ('{{door}}') instead; export what you need there.",
      testDoor:
        "The test door of module '{{to}}' ('{{door}}') is for test code only (*.test.ts, *.fixtures.ts, src/testing).",
    },
  },
  create(context) {
    const file = context.filename;
    const own = modulePartOf(file)?.module ?? null;
    const allow = context.options[0]?.allow ?? [];
    const from = rootRelative(file);
    const testCode = isTestCode(file);
    return onImports(file, (node, target) => {
      const part = modulePartOf(target);
      if (!part || part.module === own || (part.door === 'testing' && testCode)) return;
      if (part.door === 'index') return;
      const imported = rootRelative(target);
      if (allow.some((entry) => entry.from === from && entry.to === imported)) return;
      const door = `${SERVER_MODULES.join('/')}/${part.module}/${part.door ?? 'index'}.ts`;
      context.report({
        node,
        messageId: part.door === 'testing' ? 'testDoor' : 'internal',
        data: { to: part.module, file: imported, door },
      });
    });
  },
};

export default {
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-shared-upward-imports': noSharedUpwardImports,
    'no-admin-shop-imports': noAdminShopImports,
    'module-doors': moduleDoors,
  },
};
