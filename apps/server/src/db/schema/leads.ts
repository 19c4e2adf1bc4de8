import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEAD_ORIGINS, LEAD_STATUSES, OPEN_LEAD_STATUSES } from '@intranet/shared/leads/leads.rules';
import { empresa, usuario } from './hr';
import { arquivo } from './platform';
import { vendasCampanha, vendasCanal } from './sales';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A page of a provider's site that tracking links may lead to. */
export const vendasDestino = pgTable(
  'vendas_destino',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    url: text('url').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('vendas_destino_empresa_idx').on(t.id_empresa)],
);

/**
 * A tracking link: provider, campaign (cmp), channel (chn) and optional destination (dst); `codigo`
 * is its short public address `/t/{codigo}`.
 */
export const vendasTrackingUrl = pgTable(
  'vendas_tracking_url',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull(),
    url: text('url').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => vendasCampanha.id),
    id_canal: integer('id_canal')
      .notNull()
      .references(() => vendasCanal.id),
    id_destino: integer('id_destino').references(() => vendasDestino.id),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendas_tracking_url_codigo_idx').on(t.codigo),
    index('vendas_tracking_url_created_idx').on(t.created_at),
  ],
);

/** One visit of a tracking link; bots and link previews (by user agent) are kept apart. */
export const vendasTrackingClique = pgTable(
  'vendas_tracking_clique',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_link: integer('id_link')
      .notNull()
      .references(() => vendasTrackingUrl.id, { onDelete: 'cascade' }),
    bot: boolean('bot').notNull().default(false),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendas_tracking_clique_link_idx').on(t.id_link, t.bot)],
);

/** A lead import: the uploaded spreadsheet and where its leads go. */
export const vendasLeadImportacao = pgTable(
  'vendas_lead_importacao',
  {
    id: serial('id').primaryKey(),
    id_arquivo: uuid('id_arquivo').references(() => arquivo.id, { onDelete: 'set null' }),
    nome_arquivo: text('nome_arquivo').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => vendasCampanha.id),
    id_canal: integer('id_canal')
      .notNull()
      .references(() => vendasCanal.id),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    /** Lines read from the spreadsheet (0 until it is read) and leads created from them, kept with each write. */
    registros: integer('registros').notNull().default(0),
    leads_criados: integer('leads_criados').notNull().default(0),
    /**
     * The spreadsheet's reading (lead-imports.readings.ts): its phase ('lendo', 'gravando', 'concluida';
     * null before it starts), the share done, when it last reported and which reading holds the import.
     */
    fase: text('fase'),
    percentual: smallint('percentual').notNull().default(0),
    fase_em: timestamp('fase_em', { withTimezone: true }),
    leitura: uuid('leitura'),
    ...timestamps,
  },
  (t) => [
    index('vendas_lead_importacao_created_idx').on(t.created_at),
    check('vendas_lead_importacao_fase_check', sql`${t.fase} in ('lendo', 'gravando', 'concluida')`),
  ],
);

/** A person of a lead import (one spreadsheet row), until it becomes a lead. */
export const vendasLeadParticipante = pgTable(
  'vendas_lead_participante',
  {
    id: serial('id').primaryKey(),
    id_importacao_evento: integer('id_importacao_evento')
      .notNull()
      .references(() => vendasLeadImportacao.id, { onDelete: 'cascade' }),
    linha: integer('linha').notNull(),
    nome: text('nome').notNull(),
    telefone: text('telefone').notNull(),
    cpf: text('cpf').notNull(),
    cliente: boolean('cliente').notNull().default(false),
    codlead: text('codlead'),
    lead: boolean('lead').notNull().default(false),
    /** Why the line cannot become a lead until it is corrected (name, CPF or phone), null when it can. */
    problema: text('problema'),
    ...timestamps,
  },
  (t) => [
    index('vendas_lead_participante_importacao_idx').on(t.id_importacao_evento, t.linha),
    index('vendas_lead_participante_cpf_idx').on(t.id_importacao_evento, t.cpf, t.linha),
  ],
);

/** A lead: a person who may buy, attributed to a campaign, channel and provider. */
/**
 * The open statuses (`OPEN_LEAD_STATUSES`) as an SQL list of literals, written out rather than bound:
 * `on conflict (id_empresa, cpf) where status in …` must state the one-open-lead index's own predicate.
 */
export const OPEN_LEAD_STATUS_LIST = sql.raw(`(${OPEN_LEAD_STATUSES.map((s) => `'${s}'`).join(', ')})`);

export const vendasLead = pgTable(
  'vendas_lead',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    telefone: text('telefone').notNull(),
    cpf: text('cpf').notNull(),
    email: text('email'),
    cep: text('cep'),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_campanha: integer('id_campanha').references(() => vendasCampanha.id),
    id_canal: integer('id_canal').references(() => vendasCanal.id),
    id_destino: integer('id_destino').references(() => vendasDestino.id),
    id_link: integer('id_link').references(() => vendasTrackingUrl.id, { onDelete: 'set null' }),
    id_participante: integer('id_participante').references(() => vendasLeadParticipante.id, { onDelete: 'set null' }),
    origem: text('origem', { enum: LEAD_ORIGINS }).notNull(),
    codlead: text('codlead'),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('novo'),
    valor_venda: numeric('valor_venda', { precision: 14, scale: 2 }),
    data_venda: date('data_venda'),
    consentimento_em: timestamp('consentimento_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One open lead per person and provider.
    uniqueIndex('vendas_lead_aberta_idx').on(t.id_empresa, t.cpf).where(sql`${t.status} in ${OPEN_LEAD_STATUS_LIST}`),
    // The results report counts the leads, sales and revenue of each result's period from this index alone.
    index('vendas_lead_relatorio_idx').on(
      t.id_campanha,
      t.id_canal,
      t.id_empresa,
      t.created_at,
      t.status,
      t.valor_venda,
    ),
    index('vendas_lead_link_idx').on(t.id_link),
    index('vendas_lead_created_idx').on(t.created_at),
  ],
);

/** Paid-media results of a campaign on a channel and provider over a period. */
export const vendasCampanhaResultado = pgTable(
  'vendas_campanha_resultado',
  {
    id: serial('id').primaryKey(),
    periodo: text('periodo').notNull(),
    periodo_inicio: date('periodo_inicio').notNull(),
    periodo_fim: date('periodo_fim').notNull(),
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => vendasCampanha.id),
    id_canal: integer('id_canal')
      .notNull()
      .references(() => vendasCanal.id),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    id_usuario_updater: integer('id_usuario_updater').references(() => usuario.id, { onDelete: 'set null' }),
    impressoes: integer('impressoes').notNull().default(0),
    cliques: integer('cliques').notNull().default(0),
    conversas_iniciadas: integer('conversas_iniciadas').notNull().default(0),
    investimento: numeric('investimento', { precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    index('vendas_campanha_resultado_idx').on(t.id_campanha, t.id_empresa, t.periodo_inicio),
    check('valida_datas', sql`${t.periodo_fim} >= ${t.periodo_inicio}`),
  ],
);
