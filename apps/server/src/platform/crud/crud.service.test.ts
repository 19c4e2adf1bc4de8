import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crudEndpoints } from '@intranet/shared/crud/crud.contract';
import type { Database } from '../../db/client';
import { GUEST_ACTOR } from '../auth/access';
import { AppError } from '../http/errors';
import type { OpContext } from '../http/routes';
import { openEmptyEmbeddedDatabase } from '../../test/test-app';
import { crudService } from './crud.service';

const columns = () => ({
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  cor: text('cor'),
  ativo: boolean('ativo').notNull().default(true),
});
const item = pgTable('crud_kit_item', columns());
const reference = pgTable('crud_kit_ref', { id: serial('id').primaryKey(), item_id: integer('item_id') });

const row = z.object({ id: z.number(), nome: z.string(), cor: z.string().nullable(), ativo: z.boolean() });
const api = crudEndpoints({
  table: 'crud_kit_item',
  path: '/v1/kit/item',
  createPath: '/v1/kit/criar/item',
  access: { list: 'campaign.list', create: 'campaign.create', edit: 'campaign.edit', delete: 'campaign.delete' },
  schemas: {
    row,
    filter: z.object({
      nome: z.array(z.string()).optional(),
      cor: z.array(z.string()).optional(),
      ativo: z.boolean().optional(),
    }),
    input: z.object({ nome: z.string(), cor: z.string().optional(), ativo: z.boolean().optional() }),
    patch: z.object({ nome: z.string().optional(), ativo: z.boolean().optional() }),
  },
});
const config = {
  api,
  table: item,
  present: (r: typeof item.$inferSelect) => r,
  name: { column: 'nome' as const, taken: 'Nome já usado.' },
  messages: { notFound: 'Item não encontrado.', inUse: 'Item em uso.' },
};
const service = crudService(config);

describe('the CRUD kit operations', () => {
  let database: Database;
  let ctx: OpContext;
  beforeAll(async () => {
    database = await openEmptyEmbeddedDatabase();
    await database.db.execute(
      sql`create table crud_kit_item (id serial primary key, nome text not null, cor text, ativo boolean not null default true)`,
    );
    await database.db.execute(sql`create unique index crud_kit_item_nome on crud_kit_item (lower(nome))`);
    await database.db.execute(
      sql`create table crud_kit_ref (id serial primary key, item_id integer references crud_kit_item (id))`,
    );
    ctx = { db: database.db, actor: { ...GUEST_ACTOR, userId: 1 } };
  });
  afterAll(async () => database?.close());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as AppError,
    );

  it('lists by equality, by any of a list, and by name in any case, newest id first without a creation time', async () => {
    for (const [nome, cor, ativo] of [
      ['Azul', 'azul', true],
      ['Verde', 'verde', false],
      ['Roxo', 'roxo', true],
    ] as const) {
      await service.create(ctx, { values: { nome, cor, ativo } });
    }
    expect((await service.list(ctx, {})).map((r) => r.nome)).toEqual(['Roxo', 'Verde', 'Azul']);
    expect((await service.list(ctx, { filter: { nome: ['AZUL', 'verde'] } })).map((r) => r.nome)).toEqual([
      'Verde',
      'Azul',
    ]);
    expect((await service.list(ctx, { filter: { cor: ['roxo', 'Azul'] } })).map((r) => r.nome)).toEqual(['Roxo']);
    expect((await service.list(ctx, { filter: { ativo: false } })).map((r) => r.nome)).toEqual(['Verde']);
  });

  it('refuses a name another record holds, on create and on rename, with 409', async () => {
    const error = await failure(service.create(ctx, { values: { nome: 'azul' } }));
    expect(error).toMatchObject({ code: 'conflict', message: 'Nome já usado.' });
    const { id } = await service.create(ctx, { values: { nome: 'Amarelo' } });
    expect(await failure(service.update(ctx, { id, patch: { nome: 'ROXO' } }))).toMatchObject({ code: 'conflict' });
    expect(await service.update(ctx, { id, patch: { nome: 'amarelo' } })).toMatchObject({ id, nome: 'amarelo' });
  });

  it('keeps a record as it is on an empty edit', async () => {
    const { id } = await service.create(ctx, { values: { nome: 'Cinza', cor: 'cinza' } });
    expect(await service.update(ctx, { id, patch: {} })).toEqual({ id, nome: 'Cinza', cor: 'cinza', ativo: true });
  });

  it('refuses deleting a record another table still references with 409 and the in-use text', async () => {
    const { id } = await service.create(ctx, { values: { nome: 'Preto' } });
    await database.db.insert(reference).values({ item_id: id });
    expect(await failure(service.remove(ctx, { id }))).toMatchObject({ code: 'conflict', message: 'Item em uso.' });
    expect(await service.get(ctx, { id })).toMatchObject({ id, nome: 'Preto' });
  });

  it('answers 404 with the not-found text for an unknown record', async () => {
    for (const operation of [
      service.get(ctx, { id: 999 }),
      service.update(ctx, { id: 999, patch: { ativo: false } }),
      service.remove(ctx, { id: 999 }),
    ]) {
      const error = await failure(operation);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'not_found', message: 'Item não encontrado.' });
    }
  });

  it('refuses a configuration whose table is not the one of its contract', () => {
    expect(() => crudService({ ...config, table: pgTable('outra', columns()) })).toThrow(
      'the table of crud_kit_item is outra',
    );
  });
});
