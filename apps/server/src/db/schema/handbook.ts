import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from './hr';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A part of the employee handbook; `prioridade` 1..n (a new one goes last, by trigger). */
export const manualCategoria = pgTable(
  'rh_manual_categoria',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    prioridade: integer('prioridade').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_manual_categoria_titulo_idx').on(sql`lower(${t.titulo})`),
    index('rh_manual_categoria_ordem_idx').on(t.prioridade, t.id),
  ],
);

/**
 * A chapter: sanitized HTML, its place in its part, and its reading: when `requer_leitura`, every
 * active employee confirms its current `versao` (rh_leitura). `versao_em`: the current version began
 * (the pending items' "since"); `atualizado_em`: its title or text last changed.
 */
export const manualCapitulo = pgTable(
  'rh_manual_capitulo',
  {
    id: serial('id').primaryKey(),
    id_categoria: integer('id_categoria')
      .notNull()
      .references(() => manualCategoria.id),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    prioridade: integer('prioridade').notNull().default(0),
    requer_leitura: boolean('requer_leitura').notNull().default(false),
    versao: integer('versao').notNull().default(1),
    versao_em: timestamp('versao_em', { withTimezone: true }).notNull().defaultNow(),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('rh_manual_capitulo_ordem_idx').on(t.id_categoria, t.prioridade, t.id),
    index('rh_manual_capitulo_leitura_idx').on(t.versao_em).where(sql`${t.requer_leitura} AND ${t.ativo}`),
    check('rh_manual_capitulo_versao_check', sql`${t.versao} >= 1`),
  ],
);

/** A "Lembrar pendentes" of the read confirmations report: who sent it, when, to how many. */
export const leituraLembrete = pgTable(
  'rh_leitura_lembrete',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo', { enum: ['noticia', 'manual'] }).notNull(),
    id_item: integer('id_item').notNull(),
    versao: integer('versao').notNull().default(1),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    quantidade: integer('quantidade').notNull(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rh_leitura_lembrete_item_idx').on(t.tipo, t.id_item, t.enviado_em),
    check('rh_leitura_lembrete_tipo_check', sql`${t.tipo} IN ('noticia', 'manual')`),
  ],
);
