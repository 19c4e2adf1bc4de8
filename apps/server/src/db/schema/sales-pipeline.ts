import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { BLOCKLIST_KINDS } from '@intranet/shared/sales/pipeline.rules';
import { cidadeProvedor, empresa, usuario } from './hr';

/*
 * The lead pipeline's own tables (docs/sales.md). The lead's pipeline columns and its status changes
 * are in leads.ts, beside the lead.
 */

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A plan of `/pricing`: offered by a provider on the days of its validity; a sale copies its values. */
export const vendasPlano = pgTable(
  'vendas_plano',
  {
    id: serial('id').primaryKey(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    nome: text('nome').notNull(),
    download_mbps: integer('download_mbps').notNull(),
    upload_mbps: integer('upload_mbps').notNull(),
    valor_mensal: numeric('valor_mensal', { precision: 14, scale: 2 }).notNull(),
    valor_instalacao: numeric('valor_instalacao', { precision: 14, scale: 2 }).notNull().default('0'),
    fidelidade_meses: smallint('fidelidade_meses').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    vigencia_inicio: date('vigencia_inicio').notNull(),
    vigencia_fim: date('vigencia_fim'),
    ...timestamps,
  },
  (t) => [
    index('vendas_plano_nome_idx').on(t.id_empresa, sql`lower(${t.nome})`),
    index('vendas_plano_empresa_idx').on(t.id_empresa, t.ativo, t.vigencia_inicio),
    check('vendas_plano_valores_check', sql`${t.valor_mensal} >= 0 AND ${t.valor_instalacao} >= 0`),
    check('vendas_plano_velocidade_check', sql`${t.download_mbps} > 0 AND ${t.upload_mbps} > 0`),
    check('vendas_plano_fidelidade_check', sql`${t.fidelidade_meses} BETWEEN 0 AND 60`),
    check('vendas_plano_vigencia_check', sql`${t.vigencia_fim} IS NULL OR ${t.vigencia_fim} >= ${t.vigencia_inicio}`),
  ],
);

/**
 * A provider's coverage: a CEP range (8 digits each end), or a neighbourhood of a city, or a street of
 * a neighbourhood. `*_chave` is the name's matching key (`coverageKey`).
 */
export const vendasCobertura = pgTable(
  'vendas_cobertura',
  {
    id: serial('id').primaryKey(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_cidade: integer('id_cidade').references(() => cidadeProvedor.id),
    cidade: text('cidade').notNull(),
    uf: text('uf').notNull(),
    cep_inicio: text('cep_inicio'),
    cep_fim: text('cep_fim'),
    bairro: text('bairro'),
    bairro_chave: text('bairro_chave'),
    logradouro: text('logradouro'),
    logradouro_chave: text('logradouro_chave'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('vendas_cobertura_cep_idx')
      .on(t.id_empresa, t.cep_inicio, t.cep_fim)
      .where(sql`${t.cep_inicio} IS NOT NULL AND ${t.ativo}`),
    index('vendas_cobertura_bairro_idx')
      .on(t.id_empresa, sql`lower(${t.cidade})`, t.bairro_chave, t.logradouro_chave)
      .where(sql`${t.bairro_chave} IS NOT NULL AND ${t.ativo}`),
    index('vendas_cobertura_lista_idx').on(t.id_empresa, t.cidade, t.id),
  ],
);

/** A provider's sales settings: the first-contact SLA of each kind (hours), the attempts, the referral bonus. */
export const vendasConfig = pgTable(
  'vendas_config',
  {
    id: serial('id').primaryKey(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    sla_novo_horas: integer('sla_novo_horas').notNull().default(4),
    sla_upgrade_horas: integer('sla_upgrade_horas').notNull().default(24),
    sla_downgrade_horas: integer('sla_downgrade_horas').notNull().default(8),
    tentativas_max: smallint('tentativas_max').notNull().default(5),
    bonus_indicacao: numeric('bonus_indicacao', { precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [uniqueIndex('vendas_config_empresa_idx').on(t.id_empresa)],
);

/** A seller of the internal team at a provider; the active ones share the new leads round-robin. */
export const vendasVendedor = pgTable(
  'vendas_vendedor',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    ativo: boolean('ativo').notNull().default(true),
    ultima_atribuicao: timestamp('ultima_atribuicao', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendas_vendedor_usuario_idx').on(t.id_usuario, t.id_empresa),
    index('vendas_vendedor_rodizio_idx').on(t.id_empresa, t.ativo, t.ultima_atribuicao, t.id),
  ],
);

/** The do-not-sell list: a CPF, a phone or an address (`blockValueOf`), for one provider or all (null); each value once. */
export const vendasBloqueio = pgTable(
  'vendas_bloqueio',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo', { enum: BLOCKLIST_KINDS }).notNull(),
    valor: text('valor').notNull(),
    id_empresa: integer('id_empresa').references(() => empresa.id),
    motivo: text('motivo').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendas_bloqueio_valor_idx').on(sql`lower(${t.valor})`),
    index('vendas_bloqueio_busca_idx').on(t.tipo, t.valor).where(sql`${t.ativo}`),
    index('vendas_bloqueio_created_idx').on(t.created_at),
  ],
);

/**
 * A coverage spreadsheet's import: the file (`chave_arquivo` in the storage until it is read), its
 * reading's phase and share, and what its lines gave (migration 0062).
 */
export const vendasCoberturaImportacao = pgTable(
  'vendas_cobertura_importacao',
  {
    id: serial('id').primaryKey(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    nome_arquivo: text('nome_arquivo').notNull(),
    chave_arquivo: text('chave_arquivo'),
    fase: text('fase').notNull().default('aguardando'),
    percentual: smallint('percentual').notNull().default(0),
    /** The reading's last report: a reading silent for long is taken for dead and may start again. */
    lido_em: timestamp('lido_em', { withTimezone: true }),
    mensagem: text('mensagem'),
    linhas: integer('linhas').notNull().default(0),
    validas: integer('validas').notNull().default(0),
    invalidas: integer('invalidas').notNull().default(0),
    criadas: integer('criadas'),
    ...timestamps,
  },
  (t) => [index('vendas_cobertura_importacao_empresa_idx').on(t.id_empresa, t.created_at)],
);

/** A line of a coverage spreadsheet as read, with its problem in pt-BR (null: it becomes an area). */
export const vendasCoberturaImportacaoLinha = pgTable(
  'vendas_cobertura_importacao_linha',
  {
    id: serial('id').primaryKey(),
    id_importacao: integer('id_importacao')
      .notNull()
      .references(() => vendasCoberturaImportacao.id, { onDelete: 'cascade' }),
    linha: integer('linha').notNull(),
    cidade: text('cidade'),
    uf: text('uf'),
    cep_inicio: text('cep_inicio'),
    cep_fim: text('cep_fim'),
    bairro: text('bairro'),
    logradouro: text('logradouro'),
    problema: text('problema'),
  },
  (t) => [
    index('vendas_cobertura_importacao_linha_idx').on(t.id_importacao, t.linha),
    index('vendas_cobertura_importacao_problema_idx')
      .on(t.id_importacao, t.linha)
      .where(sql`${t.problema} IS NOT NULL`),
  ],
);
