import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clienteContrato } from './customer-accounts';
import { departamento, empresa } from './hr';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Contracting companies (spec §3 "Contracting company"): one per CNPJ, with a CEP address. */
export const empresaContratante = pgTable(
  'rh_empresa_contratante',
  {
    id: serial('id').primaryKey(),
    razao_social: text('razao_social').notNull(),
    nome_fantasia: text('nome_fantasia').notNull(),
    cnpj: text('cnpj').notNull(),
    cep: text('cep').notNull(),
    endereco: text('endereco').notNull(),
    numero: text('numero').notNull(),
    complemento: text('complemento').notNull().default(''),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    estado: text('estado').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    ativo: boolean('ativo').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_empresa_contratante_cnpj_idx').on(t.cnpj),
    index('rh_empresa_contratante_empresa_idx').on(t.id_empresa),
  ],
);

/** Microregions of a provider (`v1/company/microrregiao`). */
export const microrregiao = pgTable(
  'rh_microrregiao',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(false),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_microrregiao_nome_idx').on(sql`lower(${t.nome})`),
    index('rh_microrregiao_empresa_idx').on(t.id_empresa),
  ],
);

/** Holidays: `data` is month and day only ('MM-DD'); a municipal holiday is one row per city. */
export const feriado = pgTable(
  'rh_feriado',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    data: text('data').notNull(),
    tipo: text('tipo').notNull(),
    uf: text('uf'),
    municipio: text('municipio'),
    recorrencia_anual: boolean('recorrencia_anual').notNull().default(false),
    ativo: boolean('ativo').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('rh_feriado_data_idx').on(t.data)],
);

const categoryColumns = () => ({
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  icone: text('icone').notNull(),
  color: text('color').notNull(),
  ativo: boolean('ativo').notNull().default(false),
  ...timestamps,
});

/** News categories (`GET /v1/categoria`: id, titulo, ativo). */
export const categoria = pgTable('rh_categoria', categoryColumns(), (t) => [
  uniqueIndex('rh_categoria_titulo_idx').on(sql`lower(${t.titulo})`),
]);

/** Incident categories (`GET /v1/incidente/categoria`). */
export const incidenteCategoria = pgTable('rh_incidente_categoria', categoryColumns(), (t) => [
  uniqueIndex('rh_incidente_categoria_titulo_idx').on(sql`lower(${t.titulo})`),
]);

/** Incidents: a category and a department, or the provider when there is no department. */
export const incidente = pgTable(
  'rh_incidente',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    id_categoria: integer('id_categoria')
      .notNull()
      .references(() => incidenteCategoria.id),
    id_departamento: integer('id_departamento').references(() => departamento.id),
    id_empresa: integer('id_empresa').references(() => empresa.id),
    id_usuario: integer('id_usuario'),
    /** When it was resolved (migration 0057): the dashboard's time to resolve. */
    resolvido_em: timestamp('resolvido_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('rh_incidente_categoria_idx').on(t.id_categoria),
    index('rh_incidente_departamento_idx').on(t.id_departamento),
    index('rh_incidente_created_idx').on(t.created_at),
  ],
);

/** Blocking rules of a provider's overdue customers (the simulation screen reads them). */
export const regraBloqueio = pgTable(
  'regra_bloqueio',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    provedor: integer('provedor')
      .notNull()
      .references(() => empresa.id),
    dias_atraso: integer('dias_atraso').notNull(),
    /** From this many days overdue it blocks (between `dias_atraso` and it, it reduces); null: blocks at `dias_atraso`. */
    dias_bloqueio: integer('dias_bloqueio'),
    ativo: boolean('ativo').notNull().default(false),
    id_usuario: integer('id_usuario'),
    /** Raised by a trigger on every change of the rule or of its criteria (migration 0034). */
    versao: integer('versao').notNull().default(1),
    alterada_em: timestamp('alterada_em', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('regra_bloqueio_nome_idx').on(sql`lower(${t.nome})`),
    index('regra_bloqueio_provedor_idx').on(t.provedor),
  ],
);

/** An exception criterion of a blocking rule: the field of its kind holds its parameter. */
export const regraBloqueioCriterio = pgTable(
  'regra_bloqueio_criterio',
  {
    id: serial('id').primaryKey(),
    id_regra: integer('id_regra')
      .notNull()
      .references(() => regraBloqueio.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['promessa_pagamento', 'marcador', 'tipo_contrato', 'valor_abaixo'] }).notNull(),
    tipo_contrato: text('tipo_contrato', { enum: ['residencial', 'empresarial'] }),
    marcador: text('marcador'),
    valor_limite: numeric('valor_limite', { precision: 14, scale: 2, mode: 'number' }),
    ativo: boolean('ativo').notNull().default(true),
    id_usuario: integer('id_usuario'),
    ...timestamps,
  },
  (t) => [index('regra_bloqueio_criterio_regra_idx').on(t.id_regra, t.ativo)],
);

/** A customer's promise to pay a contract's debt until a day (blocking exceptions may honour it). */
export const clientePromessaPagamento = pgTable(
  'cliente_promessa_pagamento',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    id_contrato: integer('id_contrato')
      .notNull()
      .references(() => clienteContrato.id),
    valida_ate: date('valida_ate').notNull(),
    observacao: text('observacao').notNull().default(''),
    id_usuario: integer('id_usuario'),
    ...timestamps,
  },
  (t) => [index('cliente_promessa_pagamento_contrato_idx').on(t.id_contrato, t.valida_ate)],
);

/** A recorded simulation of a blocking rule: who, when, the day, the rule's version and the figures. */
export const regraBloqueioSimulacao = pgTable(
  'regra_bloqueio_simulacao',
  {
    id: serial('id').primaryKey(),
    id_regra: integer('id_regra')
      .notNull()
      .references(() => regraBloqueio.id),
    versao_regra: integer('versao_regra').notNull(),
    data_referencia: date('data_referencia').notNull(),
    id_usuario: integer('id_usuario'),
    afetados: integer('afetados').notNull(),
    reduzir: integer('reduzir').notNull(),
    bloquear: integer('bloquear').notNull(),
    excluidos: integer('excluidos').notNull(),
    valor_total: numeric('valor_total', { precision: 14, scale: 2 }).notNull(),
    valor_excluido: numeric('valor_excluido', { precision: 14, scale: 2 }).notNull(),
    por_excecao: jsonb('por_excecao')
      .$type<{ id_criterio: number; tipo: string; quantidade: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('regra_bloqueio_simulacao_regra_idx').on(t.id_regra, t.id)],
);

/** An application of a rule, confirmed from a simulation; the job claims it once (`pendente` → `em_execucao`). */
export const regraBloqueioAplicacao = pgTable(
  'regra_bloqueio_aplicacao',
  {
    id: serial('id').primaryKey(),
    id_regra: integer('id_regra')
      .notNull()
      .references(() => regraBloqueio.id),
    id_simulacao: integer('id_simulacao')
      .notNull()
      .references(() => regraBloqueioSimulacao.id),
    versao_regra: integer('versao_regra').notNull(),
    data_referencia: date('data_referencia').notNull(),
    id_usuario: integer('id_usuario'),
    status: text('status', { enum: ['pendente', 'em_execucao', 'concluida', 'falhou'] })
      .notNull()
      .default('pendente'),
    instancia: text('instancia'),
    erro: text('erro'),
    iniciada_em: timestamp('iniciada_em', { withTimezone: true }),
    concluida_em: timestamp('concluida_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('regra_bloqueio_aplicacao_simulacao_idx').on(t.id_simulacao),
    index('regra_bloqueio_aplicacao_regra_idx').on(t.id_regra, t.id),
  ],
);

/** What a rule did to a contract on a day (one per rule, contract and day) and its sending to the ERP. */
export const regraBloqueioAcao = pgTable(
  'regra_bloqueio_acao',
  {
    id: serial('id').primaryKey(),
    id_regra: integer('id_regra')
      .notNull()
      .references(() => regraBloqueio.id),
    id_aplicacao: integer('id_aplicacao')
      .notNull()
      .references(() => regraBloqueioAplicacao.id),
    id_contrato: integer('id_contrato')
      .notNull()
      .references(() => clienteContrato.id),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    data_referencia: date('data_referencia').notNull(),
    acao: text('acao', { enum: ['reduzir', 'bloquear'] }).notNull(),
    dias_atraso: integer('dias_atraso').notNull(),
    valor_vencido: numeric('valor_vencido', { precision: 14, scale: 2 }).notNull(),
    envio: text('envio', { enum: ['pendente', 'enviada', 'falhou'] })
      .notNull()
      .default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimo_erro: text('ultimo_erro'),
    proxima_tentativa: timestamp('proxima_tentativa', { withTimezone: true }).notNull().defaultNow(),
    reservada_ate: timestamp('reservada_ate', { withTimezone: true }),
    enviada_em: timestamp('enviada_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('regra_bloqueio_acao_dia_idx').on(t.id_regra, t.id_contrato, t.data_referencia),
    index('regra_bloqueio_acao_aplicacao_idx').on(t.id_aplicacao, t.envio),
  ],
);
