import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { departamento } from './hr';

/** The company's systems and links (`/applications/list`, migration 0060, audited): no department = everyone's. */
export const aplicacao = pgTable(
  'rh_aplicacao',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    url: text('url').notNull(),
    descricao: text('descricao').notNull().default(''),
    icone: text('icone').notNull(),
    id_departamento: integer('id_departamento').references(() => departamento.id),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rh_aplicacao_nome_idx').on(sql`lower(${t.nome})`),
    index('rh_aplicacao_departamento_idx').on(t.id_departamento, t.ordem),
    check('rh_aplicacao_url_check', sql`${t.url} ~ '^https?://'`),
    check('rh_aplicacao_ordem_check', sql`${t.ordem} BETWEEN 0 AND 999`),
  ],
);
