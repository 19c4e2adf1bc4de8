import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientePessoa } from './communication';
import { empresa } from './hr';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A provider's broadband plan (docs/customer-accounts.md). */
export const clientePlano = pgTable(
  'cliente_plano',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    codigo_erp: text('codigo_erp'),
    nome: text('nome').notNull(),
    download_mbps: integer('download_mbps').notNull(),
    upload_mbps: integer('upload_mbps').notNull(),
    tecnologia: text('tecnologia', { enum: ['fibra', 'radio'] })
      .notNull()
      .default('fibra'),
    valor_mensal: numeric('valor_mensal', { precision: 14, scale: 2 }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cliente_plano_codigo_idx').on(t.sistema, t.codigo_erp),
    index('cliente_plano_sistema_idx').on(t.sistema, t.ativo),
    check('cliente_plano_valor_check', sql`${t.valor_mensal} >= 0`),
    check('cliente_plano_velocidade_check', sql`${t.download_mbps} > 0 AND ${t.upload_mbps} > 0`),
  ],
);

/** A customer's service at one address. `marcadores`: flags blocking exceptions may name. */
export const clienteContrato = pgTable(
  'cliente_contrato',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    codigo_erp: text('codigo_erp').notNull(),
    id_pessoa: integer('id_pessoa')
      .notNull()
      .references(() => clientePessoa.id),
    id_plano: integer('id_plano').references(() => clientePlano.id),
    valor_mensal: numeric('valor_mensal', { precision: 14, scale: 2 }).notNull(),
    tipo: text('tipo', { enum: ['residencial', 'empresarial'] })
      .notNull()
      .default('residencial'),
    dia_vencimento: smallint('dia_vencimento').notNull().default(10),
    cep: text('cep'),
    rua: text('rua'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    status: text('status', { enum: ['ativo', 'suspenso', 'cancelado'] })
      .notNull()
      .default('ativo'),
    data_ativacao: date('data_ativacao'),
    data_cancelamento: date('data_cancelamento'),
    marcadores: text('marcadores').array().notNull().default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cliente_contrato_codigo_idx').on(t.sistema, t.codigo_erp),
    index('cliente_contrato_pessoa_idx').on(t.id_pessoa),
    index('cliente_contrato_status_idx').on(t.sistema, t.status),
    check('cliente_contrato_valor_check', sql`${t.valor_mensal} >= 0`),
    check('cliente_contrato_dia_check', sql`${t.dia_vencimento} BETWEEN 1 AND 28`),
  ],
);

/** A contract's bill. Overdue is derived: `aberta` with `vencimento` before today. */
export const clienteFatura = pgTable(
  'cliente_fatura',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    codigo_erp: text('codigo_erp').notNull(),
    id_contrato: integer('id_contrato')
      .notNull()
      .references(() => clienteContrato.id),
    id_pessoa: integer('id_pessoa')
      .notNull()
      .references(() => clientePessoa.id),
    competencia: date('competencia').notNull(),
    vencimento: date('vencimento').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    status: text('status', { enum: ['aberta', 'paga', 'cancelada'] })
      .notNull()
      .default('aberta'),
    pago_em: date('pago_em'),
    valor_pago: numeric('valor_pago', { precision: 14, scale: 2 }),
    pix_copia_cola: text('pix_copia_cola'),
    linha_digitavel: text('linha_digitavel'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cliente_fatura_codigo_idx').on(t.sistema, t.codigo_erp),
    index('cliente_fatura_pessoa_idx').on(t.id_pessoa, t.vencimento),
    index('cliente_fatura_contrato_idx').on(t.id_contrato, t.vencimento),
    index('cliente_fatura_aberta_idx').on(t.sistema, t.vencimento).where(sql`${t.status} = 'aberta'`),
    check('cliente_fatura_valor_check', sql`${t.valor} >= 0`),
    check('cliente_fatura_linha_check', sql`${t.linha_digitavel} IS NULL OR ${t.linha_digitavel} ~ '^[0-9]{47,48}$'`),
  ],
);

/** A contract's access on the network (PPPoE login) and its last known state. */
export const clienteConexao = pgTable(
  'cliente_conexao',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    id_contrato: integer('id_contrato')
      .notNull()
      .references(() => clienteContrato.id),
    login: text('login').notNull(),
    status: text('status', { enum: ['online', 'offline', 'reduzido', 'bloqueado'] })
      .notNull()
      .default('offline'),
    ultimo_acesso: timestamp('ultimo_acesso', { withTimezone: true }),
    ip: text('ip'),
    mac: text('mac'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cliente_conexao_login_idx').on(t.sistema, t.login),
    index('cliente_conexao_contrato_idx').on(t.id_contrato),
  ],
);

/** A service order: from the ERP, a customer's visit request (painel) or the backoffice. */
export const clienteOrdemServico = pgTable(
  'cliente_ordem_servico',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    codigo_erp: text('codigo_erp'),
    id_contrato: integer('id_contrato')
      .notNull()
      .references(() => clienteContrato.id),
    id_pessoa: integer('id_pessoa')
      .notNull()
      .references(() => clientePessoa.id),
    tipo: text('tipo', {
      enum: ['instalacao', 'reparo', 'visita_tecnica', 'mudanca_endereco', 'retirada_equipamento', 'troca_plano'],
    }).notNull(),
    aberta_em: timestamp('aberta_em', { withTimezone: true }).notNull().defaultNow(),
    janela_inicio: timestamp('janela_inicio', { withTimezone: true }),
    janela_fim: timestamp('janela_fim', { withTimezone: true }),
    equipe: text('equipe'),
    status: text('status', { enum: ['aberta', 'agendada', 'em_execucao', 'concluida', 'cancelada'] })
      .notNull()
      .default('aberta'),
    observacoes: text('observacoes').notNull().default(''),
    origem: text('origem', { enum: ['erp', 'painel', 'backoffice'] })
      .notNull()
      .default('erp'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cliente_ordem_servico_codigo_idx').on(t.sistema, t.codigo_erp).where(sql`${t.codigo_erp} IS NOT NULL`),
    index('cliente_ordem_servico_pessoa_idx').on(t.id_pessoa, t.aberta_em),
    index('cliente_ordem_servico_status_idx').on(t.sistema, t.status, t.aberta_em),
    check(
      'cliente_ordem_servico_janela_check',
      sql`${t.janela_inicio} IS NULL OR ${t.janela_fim} IS NULL OR ${t.janela_fim} > ${t.janela_inicio}`,
    ),
  ],
);

/**
 * Where the ERP sync of each provider stands for each account kind (planos, contratos, faturas,
 * conexoes, ordens_servico): every change up to `alterados_ate` is here; the next run asks since then.
 */
export const clienteSincronizacaoConta = pgTable(
  'cliente_sincronizacao_conta',
  {
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    tipo: text('tipo', { enum: ['planos', 'contratos', 'faturas', 'conexoes', 'ordens_servico'] }).notNull(),
    alterados_ate: timestamp('alterados_ate', { withTimezone: true }).notNull(),
    linhas: integer('linhas').notNull().default(0),
    invalidos: integer('invalidos').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sistema, t.tipo], name: 'cliente_sincronizacao_conta_pkey' })],
);
