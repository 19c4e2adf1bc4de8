import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SALE_STATUSES } from '@intranet/shared/backoffice/sale-lifecycle';
import {
  CHARGEBACK_METHODS,
  CHARGEBACK_STATUSES,
  PROBLEM_KINDS,
  PROBLEM_PRIORITIES,
  PROBLEM_STATUSES,
  QUALIFICATION_ADDRESS,
  QUALIFICATION_CREDIT,
  QUALIFICATION_DOCUMENTS,
  QUALIFICATION_RESULTS,
} from '@intranet/shared/backoffice/backoffice.rules';
import { clientePessoa } from './communication';
import { clienteContrato, clienteFatura, clienteOrdemServico, clientePlano } from './customer-accounts';
import { empresa, usuario } from './hr';
import { vendasLead } from './leads';
import { vendasPlano } from './sales-pipeline';

/**
 * A sale: what a lead was sold, at the price of that moment (never recomputed from the plan), and
 * where it stands on its way to an active installation (shared/backoffice/sale-lifecycle.ts).
 */
export const vendasVenda = pgTable(
  'vendas_venda',
  {
    id: serial('id').primaryKey(),
    id_lead: integer('id_lead')
      .notNull()
      .references(() => vendasLead.id),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    id_pessoa: integer('id_pessoa').references(() => clientePessoa.id),
    id_plano: integer('id_plano').references(() => clientePlano.id),
    /** The plan of /pricing the sale was made from (docs/sales.md); its values are copied above. */
    id_plano_venda: integer('id_plano_venda').references(() => vendasPlano.id),
    plano_nome: text('plano_nome').notNull(),
    download_mbps: integer('download_mbps'),
    valor_mensal: numeric('valor_mensal', { precision: 14, scale: 2 }).notNull(),
    valor_instalacao: numeric('valor_instalacao', { precision: 14, scale: 2 }).notNull().default('0'),
    fidelidade_meses: smallint('fidelidade_meses').notNull().default(0),
    id_vendedor: integer('id_vendedor').references(() => usuario.id, { onDelete: 'set null' }),
    vendida_em: timestamp('vendida_em', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: SALE_STATUSES }).notNull().default('pendente'),
    status_em: timestamp('status_em', { withTimezone: true }).notNull().defaultNow(),
    motivo_cancelamento: text('motivo_cancelamento'),
    id_ordem_servico: integer('id_ordem_servico').references(() => clienteOrdemServico.id),
    id_contrato: integer('id_contrato').references(() => clienteContrato.id),
    ativada_em: timestamp('ativada_em', { withTimezone: true }),
    instalacao_inicio: timestamp('instalacao_inicio', { withTimezone: true }),
    instalacao_fim: timestamp('instalacao_fim', { withTimezone: true }),
    instalacao_equipe: text('instalacao_equipe'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendas_venda_lead_idx').on(t.id_lead),
    index('vendas_venda_status_idx').on(t.sistema, t.status, t.vendida_em),
    index('vendas_venda_vendida_idx').on(t.vendida_em),
    index('vendas_venda_vendedor_idx').on(t.id_vendedor, t.vendida_em),
    index('vendas_venda_pessoa_idx').on(t.id_pessoa),
    index('vendas_venda_instalacao_idx').on(t.instalacao_inicio).where(sql`${t.instalacao_inicio} IS NOT NULL`),
    check('vendas_venda_valores_check', sql`${t.valor_mensal} >= 0 AND ${t.valor_instalacao} >= 0`),
    check('vendas_venda_cancelada_check', sql`(${t.status} = 'cancelada') = (${t.motivo_cancelamento} IS NOT NULL)`),
  ],
);

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The checks on a sale before its approval: documents, credit and the address's coverage (one per sale). */
export const backofficeQualificacao = pgTable(
  'backoffice_qualificacao',
  {
    id: serial('id').primaryKey(),
    id_venda: integer('id_venda')
      .notNull()
      .references(() => vendasVenda.id),
    documentos: text('documentos', { enum: QUALIFICATION_DOCUMENTS }).notNull().default('pendente'),
    score: smallint('score'),
    credito: text('credito', { enum: QUALIFICATION_CREDIT }).notNull().default('pendente'),
    endereco: text('endereco', { enum: QUALIFICATION_ADDRESS }).notNull().default('pendente'),
    resultado: text('resultado', { enum: QUALIFICATION_RESULTS }).notNull().default('pendente'),
    observacoes: text('observacoes').notNull().default(''),
    id_responsavel: integer('id_responsavel').references(() => usuario.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('backoffice_qualificacao_venda_idx').on(t.id_venda),
    index('backoffice_qualificacao_resultado_idx').on(t.resultado, t.created_at),
    index('backoffice_qualificacao_created_idx').on(t.created_at),
  ],
);

/** A problem of an installation or a customer, with its owner and status. */
export const backofficeProblema = pgTable(
  'backoffice_problema',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    id_venda: integer('id_venda').references(() => vendasVenda.id),
    id_pessoa: integer('id_pessoa').references(() => clientePessoa.id, { onDelete: 'set null' }),
    tipo: text('tipo', { enum: PROBLEM_KINDS }).notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull().default(''),
    prioridade: text('prioridade', { enum: PROBLEM_PRIORITIES }).notNull().default('media'),
    status: text('status', { enum: PROBLEM_STATUSES }).notNull().default('aberto'),
    id_responsavel: integer('id_responsavel').references(() => usuario.id, { onDelete: 'set null' }),
    resolvido_em: timestamp('resolvido_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('backoffice_problema_status_idx').on(t.sistema, t.status, t.created_at),
    index('backoffice_problema_created_idx').on(t.created_at),
    index('backoffice_problema_venda_idx').on(t.id_venda),
    index('backoffice_problema_pessoa_idx').on(t.id_pessoa),
    index('backoffice_problema_responsavel_idx').on(t.id_responsavel, t.status),
  ],
);

/** A refund asked on a customer's paid invoice. */
export const backofficeEstorno = pgTable(
  'backoffice_estorno',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    id_fatura: integer('id_fatura')
      .notNull()
      .references(() => clienteFatura.id),
    id_pessoa: integer('id_pessoa')
      .notNull()
      .references(() => clientePessoa.id),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    motivo: text('motivo').notNull(),
    forma: text('forma', { enum: CHARGEBACK_METHODS }).notNull(),
    status: text('status', { enum: CHARGEBACK_STATUSES }).notNull().default('solicitado'),
    observacoes: text('observacoes').notNull().default(''),
    id_responsavel: integer('id_responsavel').references(() => usuario.id, { onDelete: 'set null' }),
    estornado_em: timestamp('estornado_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('backoffice_estorno_status_idx').on(t.sistema, t.status, t.created_at),
    index('backoffice_estorno_created_idx').on(t.created_at),
    index('backoffice_estorno_fatura_idx').on(t.id_fatura),
    index('backoffice_estorno_pessoa_idx').on(t.id_pessoa),
  ],
);
