import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    ativo: boolean('ativo').notNull().default(false),
    id_usuario: integer('id_usuario'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('regra_bloqueio_nome_idx').on(sql`lower(${t.nome})`),
    index('regra_bloqueio_provedor_idx').on(t.provedor),
  ],
);
