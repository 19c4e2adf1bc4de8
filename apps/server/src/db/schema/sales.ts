import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Sales campaign (marketing "Campanhas"). */
export const vendasCampanha = pgTable(
  'vendas_campanha',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    bitcom: boolean('bitcom').notNull().default(false),
    razao: boolean('razao').notNull().default(false),
    vetorial: boolean('vetorial').notNull().default(false),
    api: boolean('api').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendas_campanha_nome_idx').on(sql`lower(${t.nome})`),
    index('vendas_campanha_created_idx').on(t.created_at),
  ],
);

/** Sales channel (marketing "Canais"); `public` is shown as API. */
export const vendasCanal = pgTable(
  'vendas_canal',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    bitcom: boolean('bitcom').notNull().default(false),
    razao: boolean('razao').notNull().default(false),
    vetorial: boolean('vetorial').notNull().default(false),
    public: boolean('public').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendas_canal_nome_idx').on(sql`lower(${t.nome})`),
    index('vendas_canal_created_idx').on(t.created_at),
  ],
);
