import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A text-search vector, as PostgreSQL writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** FAQ categories (`/faq-categories`): shown in `ordem`, then by title. */
export const faqCategoria = pgTable(
  'rh_faq_categoria',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_faq_categoria_titulo_idx').on(sql`lower(${t.titulo})`),
    index('rh_faq_categoria_ordem_idx').on(t.ativo, t.ordem, t.titulo),
  ],
);

/**
 * FAQ questions. `resposta` is sanitized HTML; `resposta_texto` its plain text, written with it by the
 * server; `busca` the search vector (migration 0023): the question weighted A, the answer B, each
 * stemmed in Portuguese and also kept whole (for the word being typed), both without accents;
 * `busca_titulo` the question's alone, which the title's matches are found and ranked on.
 */
export const faqPergunta = pgTable(
  'rh_faq_pergunta',
  {
    id: serial('id').primaryKey(),
    id_categoria: integer('id_categoria')
      .notNull()
      .references(() => faqCategoria.id),
    pergunta: text('pergunta').notNull(),
    resposta: text('resposta').notNull(),
    resposta_texto: text('resposta_texto').notNull().default(''),
    publica: boolean('publica').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    ajudou_sim: integer('ajudou_sim').notNull().default(0),
    ajudou_nao: integer('ajudou_nao').notNull().default(0),
    busca: tsvector('busca').generatedAlwaysAs(
      sql`setweight(to_tsvector('portugues_sem_acento'::regconfig, pergunta), 'A') || setweight(to_tsvector('simples_sem_acento'::regconfig, pergunta), 'A') || setweight(to_tsvector('portugues_sem_acento'::regconfig, resposta_texto), 'B') || setweight(to_tsvector('simples_sem_acento'::regconfig, resposta_texto), 'B')`,
    ),
    busca_titulo: tsvector('busca_titulo').generatedAlwaysAs(
      sql`to_tsvector('portugues_sem_acento'::regconfig, pergunta) || to_tsvector('simples_sem_acento'::regconfig, pergunta)`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_faq_pergunta_pergunta_idx').on(sql`lower(${t.pergunta})`),
    index('rh_faq_pergunta_busca_idx').using('gin', t.busca).with({ fastupdate: 'off' }),
    index('rh_faq_pergunta_busca_titulo_idx').using('gin', t.busca_titulo).with({ fastupdate: 'off' }),
    index('rh_faq_pergunta_categoria_idx').on(t.id_categoria, t.ativo, t.publica),
    index('rh_faq_pergunta_publica_idx').on(t.publica, t.ativo),
    index('rh_faq_pergunta_criada_idx').on(t.created_at, t.id),
    index('rh_faq_pergunta_ajudou_idx').on(t.ajudou_sim.desc(), t.ajudou_nao, t.pergunta, t.id).where(sql`${t.ativo}`),
  ],
);

/** Active questions and active public ones per category, kept by a trigger on the questions (migration 0023). */
export const faqCategoriaContagem = pgTable('rh_faq_categoria_contagem', {
  id_categoria: integer('id_categoria')
    .primaryKey()
    .references(() => faqCategoria.id, { onDelete: 'cascade' }),
  ativas: integer('ativas').notNull().default(0),
  publicas: integer('publicas').notNull().default(0),
});
