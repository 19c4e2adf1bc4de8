import { sql } from 'drizzle-orm';
import {
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
import { clientePessoa } from './communication';
import { clienteContrato } from './customer-accounts';
import { empresa, usuario } from './hr';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A customer's account in the client panel: one per CPF, an identity holding the role `cliente`. */
export const clienteAcesso = pgTable(
  'cliente_acesso',
  {
    id: serial('id').primaryKey(),
    cpf: text('cpf').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    convidado_em: timestamp('convidado_em', { withTimezone: true }),
    convidado_por: integer('convidado_por').references(() => usuario.id, { onDelete: 'set null' }),
    primeiro_acesso_em: timestamp('primeiro_acesso_em', { withTimezone: true }),
    ultimo_acesso_em: timestamp('ultimo_acesso_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cliente_acesso_cpf_idx').on(t.cpf),
    uniqueIndex('cliente_acesso_usuario_idx').on(t.id_usuario),
    check('cliente_acesso_cpf_check', sql`${t.cpf} ~ '^[0-9]{11}$'`),
  ],
);

/** One-time codes of the customer's sign-in and of the financial home, by CPF, stored as an HMAC. */
export const clienteAcessoCodigo = pgTable(
  'cliente_acesso_codigo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cpf: text('cpf').notNull(),
    finalidade: text('finalidade', { enum: ['painel', 'fatura'] }).notNull(),
    canal: text('canal', { enum: ['email', 'sms'] }).notNull(),
    codigo_hash: text('codigo_hash').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
    tentativas: smallint('tentativas').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cliente_acesso_codigo_cpf_idx').on(t.cpf, t.finalidade, t.created_at)],
);

/** An agreement on a contract's overdue invoices, accepted in the panel; the backoffice follows it. */
export const clienteAcordo = pgTable(
  'cliente_acordo',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    id_pessoa: integer('id_pessoa')
      .notNull()
      .references(() => clientePessoa.id),
    id_contrato: integer('id_contrato')
      .notNull()
      .references(() => clienteContrato.id),
    faturas: integer('faturas').array().notNull(),
    valor_original: numeric('valor_original', { precision: 14, scale: 2 }).notNull(),
    valor_acordo: numeric('valor_acordo', { precision: 14, scale: 2 }).notNull(),
    parcelas: smallint('parcelas').notNull(),
    primeiro_vencimento: date('primeiro_vencimento').notNull(),
    status: text('status', { enum: ['solicitado', 'ativo', 'cumprido', 'cancelado'] })
      .notNull()
      .default('solicitado'),
    origem: text('origem', { enum: ['painel', 'backoffice'] })
      .notNull()
      .default('painel'),
    oferta: text('oferta').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cliente_acordo_vigente_idx').on(t.id_contrato).where(sql`${t.status} IN ('solicitado', 'ativo')`),
    index('cliente_acordo_pessoa_idx').on(t.id_pessoa, t.created_at),
    index('cliente_acordo_status_idx').on(t.sistema, t.status, t.created_at),
  ],
);
