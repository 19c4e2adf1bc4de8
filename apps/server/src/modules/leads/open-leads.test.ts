import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_LEAD_STATUSES } from '@intranet/shared/leads/leads.rules';
import type { Database } from '../../db/client';
import { OPEN_LEAD_STATUS_LIST } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { openTestDatabase } from '../../test/test-app';

const SOURCE = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('open leads: one list of statuses (OPEN_LEAD_STATUSES)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('migrated'));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('writes the shared statuses as the SQL list the queries use', () => {
    const query = new PgDialect().sqlToQuery(sql`status in ${OPEN_LEAD_STATUS_LIST}`);
    expect(query).toEqual({ sql: "status in ('novo', 'em_contato', 'proposta')", params: [] });
    expect(OPEN_LEAD_STATUSES).toEqual(['novo', 'em_contato', 'proposta']);
  });

  it('is the predicate of the one-open-lead index of the database', async () => {
    const [index] = await sqlRows<{ def: string }>(
      database.db,
      sql`select pg_get_indexdef('vendas_lead_aberta_idx'::regclass) as def`,
    );
    const listed = [...index.def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
    expect(listed).toEqual([...OPEN_LEAD_STATUSES]);
  });

  it('is written nowhere else in the server: the queries take OPEN_LEAD_STATUS_LIST', () => {
    const copies = sourceFiles(SOURCE)
      .filter((path) => /'novo',\s*'em_contato'\)/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SOURCE, path));
    expect(copies).toEqual([]);
  });
});
