// Writes the skeleton of a new area on the three sides, following the module template, and
// registers it: shared schemas, contract, permissions (in access/permissions.ts) and messages; the
// server module (routes, service, repository, presenter, a routes test) in modules.ts; the web
// feature (one request, a list page with its test, routes) in app/feature-routes.ts. The skeleton
// answers one list call from its service, so its tests pass before the area has a table.
//
//   npm run new:area -- <name> [--area <AreaName>]   e.g. npm run new:area -- holidays --area people
//   npm run new:area -- <name> --remove              deletes a skeleton and its registrations
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = 'packages/shared/src';
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const REGISTRIES = {
  permissions: `${SHARED}/access/permissions.ts`,
  modules: `${SERVER}/modules.ts`,
  routes: `${WEB}/app/feature-routes.ts`,
};

function fail(message) {
  console.error(`new:area: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { name: undefined, area: 'anyModule', remove: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--remove') options.remove = true;
    else if (arg === '--area') options.area = argv[++i];
    else if (arg.startsWith('--area=')) options.area = arg.slice('--area='.length);
    else if (!arg.startsWith('-') && !options.name) options.name = arg;
    else fail(`unknown argument ${arg}`);
  }
  if (!options.name) fail('usage: npm run new:area -- <name> [--area <AreaName>] [--remove]');
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(options.name))
    fail(`the name must be kebab-case (holidays, fleet-vehicles): ${options.name}`);
  return options;
}

/** The spellings of an area name: demo-area → demoArea, DemoArea, DEMO_AREA, demo_area, 'Demo Area'. */
function namesOf(kebab) {
  const words = kebab.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    kebab,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    pascal,
    constant: words.join('_').toUpperCase(),
    snake: words.join('_'),
    title: words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' '),
  };
}

function files(n, area) {
  const shared = `@intranet/shared/${n.kebab}/${n.kebab}`;
  return {
    [`${SHARED}/${n.kebab}/${n.kebab}.schemas.ts`]: `import { z } from 'zod';

/** One ${n.kebab} record as the calls answer it. */
export const ${n.camel}Item = z.object({ id: z.number(), nome: z.string() });
export type ${n.pascal}Item = z.infer<typeof ${n.camel}Item>;

/** \`GET /v1/${n.kebab}\`: the records under the area's key. */
export const ${n.camel}ListResponse = z.object({ ${n.snake}: z.array(${n.camel}Item) });
`,
    [`${SHARED}/${n.kebab}/${n.kebab}.contract.ts`]: `import { endpoint } from '../api/endpoint';
import { ${n.camel}ListResponse } from './${n.kebab}.schemas';

/** Every call of the ${n.kebab} area. */
export const ${n.constant}_API = {
  list: endpoint({ method: 'GET', path: '/v1/${n.kebab}', access: '${n.kebab}.list', response: ${n.camel}ListResponse }),
} as const;
`,
    [`${SHARED}/${n.kebab}/${n.kebab}.permissions.ts`]: `import type { PermissionMap } from '../access/permission';

/** Who may do what in ${n.kebab}: the roles of the ${area} area, readers and up, list. */
export const ${n.constant}_PERMISSIONS = {
  '${n.kebab}.list': { level: 'read', area: '${area}' },
} as const satisfies PermissionMap<'${n.kebab}'>;
`,
    [`${SHARED}/${n.kebab}/${n.kebab}.messages.ts`]: `/** Texts of ${n.kebab} that the web and the server show. */
export const ${n.constant}_MSG = {
  title: '${n.title}',
} as const;
`,
    [`${SERVER}/modules/${n.kebab}/${n.kebab}.routes.ts`]: `import { ${n.constant}_API as API } from '${shared}.contract';
import { defineRoutes } from '../../platform/http/routes';
import { list${n.pascal} } from './${n.kebab}.service';

/** The ${n.kebab} area. */
export const ${n.camel}Routes = defineRoutes('${n.kebab}', (r) => {
  r.on(API.list, async (ctx) => ({ ${n.snake}: await list${n.pascal}(ctx) }));
});
`,
    [`${SERVER}/modules/${n.kebab}/${n.kebab}.service.ts`]: `import type { ${n.pascal}Item } from '${shared}.schemas';
import type { OpContext } from '../../platform/http/routes';
import { present${n.pascal} } from './${n.kebab}.presenter';
import * as repo from './${n.kebab}.repository';

/** The records of the area, as the list answers them. */
export async function list${n.pascal}(ctx: OpContext): Promise<${n.pascal}Item[]> {
  return (await repo.find(ctx.db)).map(present${n.pascal});
}
`,
    [`${SERVER}/modules/${n.kebab}/${n.kebab}.repository.ts`]: `import type { Db } from '../../db/client';

/** A row of the area's table. */
export type ${n.pascal}Row = { id: number; nome: string };

// The area's queries, Drizzle only, each a function given a db or a transaction (imported as
// \`* as repo\`); none until the area has its table.

export async function find(_db: Db): Promise<${n.pascal}Row[]> {
  return [];
}
`,
    [`${SERVER}/modules/${n.kebab}/${n.kebab}.presenter.ts`]: `import type { ${n.pascal}Item } from '${shared}.schemas';
import type { ${n.pascal}Row } from './${n.kebab}.repository';

/** The fields a client sees. */
export function present${n.pascal}(row: ${n.pascal}Row): ${n.pascal}Item {
  return { id: row.id, nome: row.nome };
}
`,
    [`${SERVER}/modules/${n.kebab}/${n.kebab}.routes.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${n.constant}_API as API } from '${shared}.contract';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('${n.kebab}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const list = (headers?: Record<string, string>) => t.app.inject({ method: API.list.method, url: API.list.path, headers });

  it('refuses a call without a token with 401', async () => {
    expect((await list()).statusCode).toBe(401);
  });

  it('refuses an account without a role of the area with 403', async () => {
    expect((await list(await t.headersFor('candidato'))).statusCode).toBe(403);
  });

  it('lists the records of the area', async () => {
    const res = await list(await t.headersFor('admin'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ${n.snake}: [] });
  });
});
`,
    [`${WEB}/features/${n.kebab}/api/list-${n.kebab}.ts`]: `import { queryOptions, useQuery } from '@tanstack/react-query';
import { ${n.constant}_API as API } from '${shared}.contract';
import { call } from '../../../lib/api-client';

export function list${n.pascal}(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.${n.snake});
}

export const ${n.camel}ListQuery = () => queryOptions({ queryKey: ['${n.kebab}', 'list'], queryFn: ({ signal }) => list${n.pascal}(signal) });

export function use${n.pascal}List() {
  return useQuery(${n.camel}ListQuery());
}
`,
    [`${WEB}/features/${n.kebab}/pages/${n.kebab}-list-page.tsx`]: `import { ${n.constant}_MSG } from '${shared}.messages';
import type { ${n.pascal}Item } from '${shared}.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { use${n.pascal}List } from '../api/list-${n.kebab}';

const columns: DataTableColumn<${n.pascal}Item>[] = [{ key: 'nome', title: 'Nome' }];

/** /${n.kebab}/list. */
export function ${n.pascal}ListPage() {
  const list = use${n.pascal}List();
  return (
    <SectionLayout title={${n.constant}_MSG.title} back="/">
      <DataTable<${n.pascal}Item> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
`,
    [`${WEB}/features/${n.kebab}/pages/${n.kebab}-list-page.test.tsx`]: `import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ${n.constant}_API as API } from '${shared}.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ${n.pascal}ListPage } from './${n.kebab}-list-page';

afterEach(() => {
  session.clear();
});

describe('${n.kebab} list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ ${n.snake}: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<${n.pascal}ListPage />, { path: '/${n.kebab}/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
`,
    [`${WEB}/features/${n.kebab}/routes.tsx`]: `import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The ${n.kebab} screens, each its own chunk; \`handle\` titles the tab and names who may open it. */
export const ${n.camel}Routes: RouteObject[] = [
  { path: '/${n.kebab}/list', handle: { title: '${n.kebab}', can: '${n.kebab}.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/${n.kebab}-list-page')).${n.pascal}ListPage }) },
];
`,
  };
}

/** The lines each registry gains: `after` a line matching the pattern (its last match), inside the file. */
function registrations(n) {
  return {
    [REGISTRIES.permissions]: [
      {
        line: `import { ${n.constant}_PERMISSIONS } from '../${n.kebab}/${n.kebab}.permissions';`,
        after: /^import .* from '\.\.\/[\w-]+\/[\w-]+\.permissions';$/,
      },
      { line: `  ...${n.constant}_PERMISSIONS,`, after: /^ {2}\.\.\.[A-Z_]+_PERMISSIONS,$/ },
    ],
    [REGISTRIES.modules]: [
      {
        line: `import { ${n.camel}Routes } from './modules/${n.kebab}/${n.kebab}.routes';`,
        after: /^import \{ \w+Routes \} from '\.\/modules\/.*';$/,
      },
      { line: `  await app.register(${n.camel}Routes);`, after: /^ {2}await app\.register\(\w+Routes\);$/ },
    ],
    [REGISTRIES.routes]: [
      {
        line: `import { ${n.camel}Routes } from '../features/${n.kebab}/routes';`,
        after: /^import \{ \w+Routes \} from '\.\.\/features\/.*';$/,
      },
      { line: `  ...${n.camel}Routes,`, after: /^ {2}\.\.\.\w+Routes,$/ },
    ],
  };
}

function register(n) {
  for (const [file, entries] of Object.entries(registrations(n))) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    for (const { line, after } of entries) {
      if (lines.includes(line)) continue;
      const at = lines.findLastIndex((l) => after.test(l));
      if (at < 0) fail(`${file}: no line like ${after} to register after`);
      lines.splice(at + 1, 0, line);
    }
    writeFileSync(join(ROOT, file), lines.join('\n'));
  }
}

function unregister(n) {
  for (const [file, entries] of Object.entries(registrations(n))) {
    const drop = new Set(entries.map((e) => e.line));
    const text = readFileSync(join(ROOT, file), 'utf8');
    writeFileSync(
      join(ROOT, file),
      text
        .split('\n')
        .filter((l) => !drop.has(l))
        .join('\n'),
    );
  }
}

const folders = (n) => [`${SHARED}/${n.kebab}`, `${SERVER}/modules/${n.kebab}`, `${WEB}/features/${n.kebab}`];

const options = parseArgs(process.argv.slice(2));
const names = namesOf(options.name);

if (options.remove) {
  for (const folder of folders(names)) rmSync(join(ROOT, folder), { recursive: true, force: true });
  unregister(names);
  console.log(`new:area: removed ${names.kebab} and its registrations`);
} else {
  const areas = readFileSync(join(ROOT, SHARED, 'access/areas.ts'), 'utf8');
  if (!new RegExp(`^ {2}${options.area}: `, 'm').test(areas))
    fail(`no area ${options.area} in ${SHARED}/access/areas.ts`);
  for (const folder of folders(names)) if (existsSync(join(ROOT, folder))) fail(`${folder} already exists`);
  for (const [file, text] of Object.entries(files(names, options.area))) {
    mkdirSync(dirname(join(ROOT, file)), { recursive: true });
    writeFileSync(join(ROOT, file), text);
    console.log(`  wrote ${file}`);
  }
  register(names);
  for (const file of Object.values(REGISTRIES)) console.log(`  registered in ${relative(ROOT, join(ROOT, file))}`);
  console.log(`
new:area: ${names.kebab} answers GET /v1/${names.kebab} and shows /${names.kebab}/list. Next:
  npx vitest run --root apps/server src/modules/${names.kebab}
  npx vitest run --root apps/web src/features/${names.kebab}
  then its table (db/schema, a migration), its real calls in ${names.kebab}.contract.ts, and its screens;
  plain record types go through the CRUD kit (platform/crud, components/crud).`);
}
