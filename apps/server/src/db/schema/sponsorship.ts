import { sql } from 'drizzle-orm';
import {
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
import { SPONSORSHIP_STATUSES } from '@intranet/shared/sponsorship/sponsorship.rules';
import { empresa, usuario } from './hr';
import { vendasTrackingUrl } from './leads';
import { arquivo } from './platform';

/* Sponsorship of local events (docs/sponsorship.md), migration 0053. */

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A sponsorship request, from the public form to its post-event. */
export const patrocinio = pgTable(
  'marketing_patrocinio',
  {
    id: serial('id').primaryKey(),
    protocolo: text('protocolo').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    evento: text('evento').notNull(),
    data_evento: date('data_evento').notNull(),
    cidade: text('cidade').notNull(),
    publico_esperado: integer('publico_esperado').notNull(),
    pedidos: text('pedidos').array().notNull(),
    valor_pedido: numeric('valor_pedido', { precision: 14, scale: 2 }),
    descricao_pedido: text('descricao_pedido'),
    contrapartidas: text('contrapartidas').array().notNull(),
    descricao_contrapartida: text('descricao_contrapartida'),
    organizador: text('organizador').notNull(),
    organizacao: text('organizacao'),
    email: text('email').notNull(),
    telefone: text('telefone').notNull(),
    id_apresentacao: uuid('id_apresentacao').references(() => arquivo.id),
    status: text('status', { enum: SPONSORSHIP_STATUSES }).notNull().default('recebida'),
    motivo_recusa: text('motivo_recusa'),
    recusado_em: timestamp('recusado_em', { withTimezone: true }),
    id_link: integer('id_link').references(() => vendasTrackingUrl.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('marketing_patrocinio_protocolo_idx').on(t.protocolo),
    index('marketing_patrocinio_status_idx').on(t.status, t.created_at),
    index('marketing_patrocinio_empresa_idx').on(t.id_empresa, t.data_evento),
    index('marketing_patrocinio_data_idx').on(t.data_evento),
    index('marketing_patrocinio_created_idx').on(t.created_at),
    uniqueIndex('marketing_patrocinio_link_idx').on(t.id_link).where(sql`${t.id_link} IS NOT NULL`),
  ],
);

const step = {
  id: serial('id').primaryKey(),
  id_patrocinio: integer('id_patrocinio')
    .notNull()
    .references(() => patrocinio.id, { onDelete: 'cascade' }),
  id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
};

export const patrocinioJustificativa = pgTable(
  'marketing_patrocinio_justificativa',
  {
    ...step,
    aderencia_publico: text('aderencia_publico').notNull(),
    estrategia_regiao: text('estrategia_regiao').notNull(),
    observacoes: text('observacoes'),
    ...timestamps,
  },
  (t) => [uniqueIndex('marketing_patrocinio_justificativa_idx').on(t.id_patrocinio)],
);

export const patrocinioViabilidade = pgTable(
  'marketing_patrocinio_viabilidade',
  {
    ...step,
    custo: numeric('custo', { precision: 14, scale: 2 }).notNull(),
    alcance_esperado: integer('alcance_esperado').notNull(),
    leads_esperados: integer('leads_esperados').notNull(),
    parecer: text('parecer').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('marketing_patrocinio_viabilidade_idx').on(t.id_patrocinio)],
);

export const patrocinioNegociacao = pgTable(
  'marketing_patrocinio_negociacao',
  {
    ...step,
    contrapartidas_acordadas: text('contrapartidas_acordadas').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    data_inicio: date('data_inicio').notNull(),
    data_fim: date('data_fim').notNull(),
    id_contrato: uuid('id_contrato').references(() => arquivo.id),
    aprovado_por: integer('aprovado_por').references(() => usuario.id, { onDelete: 'set null' }),
    aprovado_em: timestamp('aprovado_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('marketing_patrocinio_negociacao_idx').on(t.id_patrocinio)],
);

export const patrocinioPosEvento = pgTable(
  'marketing_patrocinio_pos_evento',
  {
    ...step,
    publico_real: integer('publico_real').notNull(),
    relato: text('relato').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('marketing_patrocinio_pos_evento_idx').on(t.id_patrocinio)],
);

/** A photo or a file of a post-event. */
export const patrocinioMidia = pgTable(
  'marketing_patrocinio_midia',
  {
    id: serial('id').primaryKey(),
    id_pos_evento: integer('id_pos_evento')
      .notNull()
      .references(() => patrocinioPosEvento.id, { onDelete: 'cascade' }),
    id_arquivo: uuid('id_arquivo')
      .notNull()
      .references(() => arquivo.id),
    tipo: text('tipo', { enum: ['foto', 'arquivo'] }).notNull(),
    legenda: text('legenda'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_patrocinio_midia_pos_evento_idx').on(t.id_pos_evento, t.tipo, t.id)],
);

/** The sponsorship budget of a provider in a year. */
export const patrocinioOrcamento = pgTable(
  'marketing_patrocinio_orcamento',
  {
    id: serial('id').primaryKey(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    ano: smallint('ano').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('marketing_patrocinio_orcamento_idx').on(t.id_empresa, t.ano)],
);
