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
import { FEASIBILITY_RESULTS, LEAD_KINDS, LEAD_REASONS } from '@intranet/shared/sales/pipeline.rules';
import { clientePessoa } from './communication';
import { clienteContrato } from './customer-accounts';
import { empresa, usuario } from './hr';
import { arquivo } from './platform';
import { vendasCampanha, vendasCanal } from './sales';
import { vendasCobertura, vendasPlano } from './sales-pipeline';

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
    // The pipeline (docs/sales.md): kind, the reason that names its list, owner, deadline, contacts.
    tipo: text('tipo', { enum: LEAD_KINDS }).notNull().default('novo'),
    motivo: text('motivo', { enum: LEAD_REASONS }),
    motivo_texto: text('motivo_texto'),
    status_em: timestamp('status_em', { withTimezone: true }).notNull().defaultNow(),
    id_vendedor: integer('id_vendedor').references(() => usuario.id, { onDelete: 'set null' }),
    atribuido_em: timestamp('atribuido_em', { withTimezone: true }),
    prazo: timestamp('prazo', { withTimezone: true }),
    primeiro_contato_em: timestamp('primeiro_contato_em', { withTimezone: true }),
    tentativas: smallint('tentativas').notNull().default(0),
    /** Who of the external team brought the lead, and the referral bonus recorded when it was sold. */
    id_indicador: integer('id_indicador').references(() => usuario.id, { onDelete: 'set null' }),
    bonus_indicacao: numeric('bonus_indicacao', { precision: 14, scale: 2 }),
    /** An upgrade's or downgrade's customer and contract. */
    id_pessoa: integer('id_pessoa').references(() => clientePessoa.id),
    id_contrato: integer('id_contrato').references(() => clienteContrato.id),
    /** The plan of interest, then the plan sold. */
    id_plano: integer('id_plano').references(() => vendasPlano.id),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    data_nascimento: date('data_nascimento'),
    viabilidade: text('viabilidade', { enum: FEASIBILITY_RESULTS }),
    id_cobertura: integer('id_cobertura').references(() => vendasCobertura.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('vendas_lead_tipo_check', sql`${t.tipo} IN ('novo', 'upgrade', 'downgrade')`),
    check('vendas_lead_status_check', sql`${t.status} IN ('novo', 'em_contato', 'proposta', 'vendido', 'perdido')`),
    check(
      'vendas_lead_motivo_check',
      sql`${t.motivo} IS NULL OR (${t.motivo} IN ('excluido', 'inativado', 'inviavel', 'sem_cobertura', 'errado', 'bloqueado') AND ${t.status} = 'perdido')`,
    ),
    check(
      'vendas_lead_viabilidade_check',
      sql`${t.viabilidade} IS NULL OR ${t.viabilidade} IN ('viavel', 'sem_cobertura', 'inviavel')`,
    ),
    index('vendas_lead_lista_tipo_idx').on(t.tipo, t.created_at.desc(), t.id.desc()).where(sql`${t.motivo} IS NULL`),
    index('vendas_lead_lista_motivo_idx')
      .on(t.motivo, t.created_at.desc(), t.id.desc())
      .where(sql`${t.motivo} IS NOT NULL`),
    index('vendas_lead_atrasado_idx')
      .on(t.prazo, t.id)
      .where(sql`${t.status} = 'novo' AND ${t.primeiro_contato_em} IS NULL AND ${t.motivo} IS NULL`),
    index('vendas_lead_vendedor_idx').on(t.id_vendedor, t.status, t.prazo),
    index('vendas_lead_indicador_idx').on(t.id_indicador, t.created_at.desc()),
    index('vendas_lead_empresa_idx').on(t.id_empresa, t.created_at.desc()),
    index('vendas_lead_cpf_idx').on(t.cpf),
    index('vendas_lead_telefone_idx').on(t.telefone),
    index('vendas_lead_endereco_idx')
      .on(t.id_empresa, t.uf, t.cidade, t.bairro, t.logradouro)
      .where(sql`${t.viabilidade} IN ('sem_cobertura', 'inviavel')`),
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

/**
 * A lead's status change (docs/sales.md): from/to status and reason, the text, who, when, and the
 * seconds the lead spent in the previous status; `contato` marks a contact attempt.
 */
export const vendasLeadStatus = pgTable(
  'vendas_lead_status',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_lead: integer('id_lead')
      .notNull()
      .references(() => vendasLead.id, { onDelete: 'cascade' }),
    de_status: text('de_status', { enum: LEAD_STATUSES }),
    para_status: text('para_status', { enum: LEAD_STATUSES }).notNull(),
    de_motivo: text('de_motivo', { enum: LEAD_REASONS }),
    para_motivo: text('para_motivo', { enum: LEAD_REASONS }),
    texto: text('texto'),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    segundos_no_anterior: integer('segundos_no_anterior'),
    contato: boolean('contato').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendas_lead_status_lead_idx').on(t.id_lead, t.created_at),
    index('vendas_lead_status_created_idx').on(t.created_at, t.para_status),
    index('vendas_lead_status_usuario_idx').on(t.id_usuario, t.created_at),
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
