import path from 'node:path';

/**
 * The project's import boundaries, checked on every import, re-export and dynamic import:
 * - a web feature never imports another feature or `app/`; `components/` and `lib/` import neither;
 * - a server module imports another module only through that module's public file `<area>.public.ts`;
 * - `db/` (schema, migrations, seeds) imports no module;
 * - `packages/shared` imports neither app.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function target(fromFile, specifier) {
  if (specifier.startsWith('.')) return rel(path.resolve(path.dirname(fromFile), specifier));
  if (specifier.startsWith('@intranet/server')) return 'apps/server/src';
  if (specifier.startsWith('@intranet/web')) return 'apps/web/src';
  return null;
}

const area = (file, base) => (file.startsWith(base) ? file.slice(base.length).split('/')[0] : null);

/** The reason an import from `from` to `to` (both repository-relative) crosses a boundary, or null. */
export function violation(from, to) {
  const WEB_FEATURES = 'apps/web/src/features/';
  const SERVER_MODULES = 'apps/server/src/modules/';
  if (from.startsWith('packages/shared/') && to.startsWith('apps/')) return 'packages/shared imports neither app';
  const fromFeature = area(from, WEB_FEATURES);
  if (fromFeature && from.includes('/', WEB_FEATURES.length)) {
    const toFeature = area(to, WEB_FEATURES);
    if (toFeature && toFeature !== fromFeature)
      return `a feature never imports another feature (${fromFeature} → ${toFeature}); move what both need to components/ or lib/`;
    if (to.startsWith('apps/web/src/app/') || to === 'apps/web/src/app') return 'a feature never imports app/';
  }
  if (
    (from.startsWith('apps/web/src/components/') || from.startsWith('apps/web/src/lib/')) &&
    (to.startsWith(WEB_FEATURES) || to.startsWith('apps/web/src/app/'))
  ) {
    return 'components/ and lib/ import no feature and not app/';
  }
  const fromModule = area(from, SERVER_MODULES);
  const toModule = area(to, SERVER_MODULES);
  if (
    fromModule &&
    from.includes('/', SERVER_MODULES.length) &&
    toModule &&
    toModule !== fromModule &&
    to.includes('/', SERVER_MODULES.length)
  ) {
    const publicFile = `${SERVER_MODULES}${toModule}/${toModule}.public`;
    if (to !== publicFile && to !== `${publicFile}.ts`)
      return `a module imports another only through its public file (${toModule}/${toModule}.public.ts)`;
  }
  if (from.startsWith('apps/server/src/db/') && to.startsWith(SERVER_MODULES))
    return 'db/ (schema, migrations, seeds) imports no module';
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { crossed: 'Import boundary: {{reason}}.' } },
  create(context) {
    const from = rel(context.filename);
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const to = target(context.filename, node.value);
      const reason = to && violation(from, to);
      if (reason) context.report({ node, messageId: 'crossed', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { imports: rule } };
