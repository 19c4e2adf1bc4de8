import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categoria } from './administration';
import { departamento, empresa, usuario } from './hr';
import { arquivo } from './platform';

/**
 * A news item of the intranet (spec §3 "News item"; docs/hr-content.md). The spec's `provedor`,
 * `departamento` and `categoria` are `id_empresa`, `id_departamento` and `id_categoria` here (the
 * edit history names companies and departments by those columns); empty means everyone. The cover and
 * auxiliary image are stored files (`arquivo`). `hashtag` keeps the spec's form, each tag followed by
 * a semicolon ('rede;fibra;'). `sugestao`: sent by an employee from "Sugerir notícia", by `id_autor`.
 * `publicado_em`: the first time it was saved active (the feed's date); `notificado_em`: when its
 * audience was notified that it is important (once).
 */
export const noticia = pgTable(
  'rh_noticia',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo').notNull().default(''),
    fonte: text('fonte').notNull().default(''),
    url: text('url').notNull().default(''),
    texto: text('texto').notNull().default(''),
    id_imagem_capa: uuid('id_imagem_capa').references(() => arquivo.id, { onDelete: 'set null' }),
    id_imagem_auxiliar: uuid('id_imagem_auxiliar').references(() => arquivo.id, { onDelete: 'set null' }),
    importante: boolean('importante').notNull().default(false),
    requer_lido: boolean('requer_lido').notNull().default(false),
    hashtag: text('hashtag').notNull().default(''),
    id_categoria: integer('id_categoria').references(() => categoria.id),
    id_empresa: integer('id_empresa').references(() => empresa.id),
    id_departamento: integer('id_departamento').references(() => departamento.id),
    ativo: boolean('ativo').notNull().default(false),
    sugestao: boolean('sugestao').notNull().default(false),
    id_autor: integer('id_autor').references(() => usuario.id, { onDelete: 'set null' }),
    publicado_em: timestamp('publicado_em', { withTimezone: true }),
    notificado_em: timestamp('notificado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rh_noticia_feed_idx').on(t.publicado_em.desc(), t.id.desc()).where(sql`${t.ativo}`),
    index('rh_noticia_categoria_idx').on(t.id_categoria, t.publicado_em.desc()),
    index('rh_noticia_publico_idx').on(t.id_empresa, t.id_departamento),
    index('rh_noticia_leitura_idx').on(t.publicado_em).where(sql`${t.requer_lido} AND ${t.ativo}`),
    index('rh_noticia_hashtag_idx').using('gin', sql`string_to_array(lower(${t.hashtag}), ';')`),
    index('rh_noticia_tabela_idx').on(t.ativo, t.id.desc()),
    index('rh_noticia_sugestao_idx').on(t.id_autor).where(sql`${t.sugestao} AND ${t.publicado_em} IS NULL`),
    check('rh_noticia_departamento_check', sql`${t.id_departamento} IS NULL OR ${t.id_empresa} IS NOT NULL`),
  ],
);
