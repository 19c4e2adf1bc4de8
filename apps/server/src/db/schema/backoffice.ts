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
import { clientePessoa } from './communication';
import { clienteContrato, clienteOrdemServico, clientePlano } from './customer-accounts';
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendas_venda_lead_idx').on(t.id_lead),
    index('vendas_venda_status_idx').on(t.sistema, t.status, t.vendida_em),
    index('vendas_venda_vendida_idx').on(t.vendida_em),
    index('vendas_venda_vendedor_idx').on(t.id_vendedor, t.vendida_em),
    index('vendas_venda_pessoa_idx').on(t.id_pessoa),
    check('vendas_venda_valores_check', sql`${t.valor_mensal} >= 0 AND ${t.valor_instalacao} >= 0`),
    check('vendas_venda_cancelada_check', sql`(${t.status} = 'cancelada') = (${t.motivo_cancelamento} IS NOT NULL)`),
  ],
);
