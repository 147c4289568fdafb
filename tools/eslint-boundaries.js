// Import-boundary rules of docs/architecture: the web app's features do not import each other.
import path from 'node:path';

const FEATURES_DIR = path.join('apps', 'web', 'src', 'features');

/** Which feature folder a file lies in, or null. */
function featureOf(file) {
  const rel = path.relative(process.cwd(), file);
  const parts = rel.split(path.sep);
  const base = FEATURES_DIR.split(path.sep);
  if (base.some((p, i) => parts[i] !== p)) return null;
  return parts[base.length] ?? null;
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
    const own = featureOf(file);
    if (!own) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      let target = null;
      if (source.startsWith('.')) {
        target = featureOf(path.resolve(path.dirname(file), source));
      } else {
        const m = /^@\/features\/([^/]+)/.exec(source);
        if (m) target = m[1];
      }
      if (target && target !== own) {
        context.report({ node, messageId: 'cross', data: { from: own, to: target } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
