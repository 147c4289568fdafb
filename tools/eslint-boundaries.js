// Import-boundary rules of docs/architecture.md:
// - the web app's features do not import each other (compose them in src/app);
// - the web app's src/shared does not import src/features or src/app;
// - a server slice (apps/server/src/modules/<slice>/) uses another slice through its service, never
//   through its `*.repository` file.
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

/** Where a file lies in the web app: `{ area: 'features', feature }`, `{ area: 'shared' | 'app' }`, or null. */
function webAreaOf(file) {
  const parts = below(file, WEB_SRC);
  if (!parts) return null;
  const [area, feature] = parts;
  if (area === 'features') return feature ? { area, feature } : null;
  if (area === 'shared' || area === 'app') return { area };
  return null;
}

/** The slice a server file lies in, or null. */
function sliceOf(file) {
  const parts = below(file, SERVER_MODULES);
  return parts && parts.length > 1 ? parts[0] : null;
}

/** True when a file name, with or without its extension, is a repository (`*.repository`). */
function isRepository(file) {
  return /\.repository(\.[cm]?[jt]sx?)?$/.test(path.basename(file));
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

/** A root-relative path without the extension, with `/` separators: `apps/server/src/modules/x/y`. */
function rootRelative(file) {
  return (segmentsOf(file) ?? []).join('/').replace(/\.[cm]?[jt]sx?$/, '');
}

const noForeignRepositoryImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A server slice may not import another slice's repository; it uses the slice's service.",
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
      foreign:
        "Slice '{{from}}' may not import '{{repository}}' of slice '{{to}}': call that slice's service instead.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = sliceOf(file);
    if (!own) return {};
    const allow = context.options[0]?.allow ?? [];
    const from = rootRelative(file);
    return onImports(file, (node, target) => {
      const to = sliceOf(target);
      if (!to || to === own || !isRepository(target)) return;
      const imported = rootRelative(target);
      if (allow.some((entry) => entry.from === from && entry.to === imported)) return;
      context.report({
        node,
        messageId: 'foreign',
        data: { from: own, to, repository: path.basename(imported) },
      });
    });
  },
};

export default {
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-shared-upward-imports': noSharedUpwardImports,
    'no-foreign-repository-imports': noForeignRepositoryImports,
  },
};
