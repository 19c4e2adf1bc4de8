import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuario, vaga } from './hr';
import { vendasCampanha, vendasCanal } from './sales';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * An application to a vacancy: one per person and vacancy, its stage, and the tracking link's
 * channel and campaign it came through. A deleted candidate's applications stay, anonymised
 * (`id_usuario` null, `anonimizada` true), so the counts of the pipeline and the dashboard hold.
 */
export const candidatura = pgTable(
  'rh_candidatura',
  {
    id: serial('id').primaryKey(),
    id_vaga: integer('id_vaga')
      .notNull()
      .references(() => vaga.id, { onDelete: 'cascade' }),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    etapa: text('etapa', { enum: ['inscrito', 'triagem', 'entrevista', 'aprovado', 'reprovado'] })
      .notNull()
      .default('inscrito'),
    id_canal: integer('id_canal').references(() => vendasCanal.id, { onDelete: 'set null' }),
    id_campanha: integer('id_campanha').references(() => vendasCampanha.id, { onDelete: 'set null' }),
    anonimizada: boolean('anonimizada').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_candidatura_vaga_usuario_idx').on(t.id_vaga, t.id_usuario),
    index('rh_candidatura_usuario_idx').on(t.id_usuario),
    index('rh_candidatura_vaga_etapa_idx').on(t.id_vaga, t.etapa),
  ],
);

/** Each move of an application along the pipeline, with the recruiter's note. */
export const candidaturaEtapa = pgTable(
  'rh_candidatura_etapa',
  {
    id: serial('id').primaryKey(),
    id_candidatura: integer('id_candidatura')
      .notNull()
      .references(() => candidatura.id, { onDelete: 'cascade' }),
    etapa: text('etapa', { enum: ['inscrito', 'triagem', 'entrevista', 'aprovado', 'reprovado'] }).notNull(),
    nota: text('nota').notNull().default(''),
    id_autor: integer('id_autor').references(() => usuario.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rh_candidatura_etapa_candidatura_idx').on(t.id_candidatura, t.created_at)],
);

/**
 * A person's résumé: the personal data candidates give (the employee profile's keys that apply to
 * them) and `busca`, the name, personal data and every entry folded (no case, no accents) for the
 * keyword search in Portuguese.
 */
export const curriculo = pgTable(
  'rh_curriculo',
  {
    id_usuario: integer('id_usuario')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    telefone: text('telefone').notNull().default(''),
    data_nascimento: date('data_nascimento'),
    genero: text('genero'),
    cidade: text('cidade').notNull().default(''),
    estado: text('estado').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    resumo: text('resumo').notNull().default(''),
    viagem: boolean('viagem').notNull().default(false),
    busca: text('busca').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('rh_curriculo_busca_idx').using('gin', sql`to_tsvector('portuguese', ${t.busca})`),
    index('rh_curriculo_updated_idx').on(t.updated_at),
  ],
);

export const curriculoFormacao = pgTable(
  'rh_curriculo_formacao',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    situacao: text('situacao', { enum: ['CONCLUIDO', 'EM_ANDAMENTO', 'INCOMPLETO'] }).notNull(),
    descricao: text('descricao').notNull(),
    ie: text('ie').notNull(),
    data_inicio: date('data_inicio').notNull(),
    data_fim: date('data_fim'),
    ...timestamps,
  },
  (t) => [
    index('rh_curriculo_formacao_usuario_idx').on(t.id_usuario),
    check('valida_datas', sql`${t.data_fim} IS NULL OR ${t.data_fim} >= ${t.data_inicio}`),
  ],
);

export const curriculoExperiencia = pgTable(
  'rh_curriculo_experiencia',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    empresa: text('empresa').notNull(),
    emprego_atual: boolean('emprego_atual').notNull().default(false),
    funcao: text('funcao').notNull(),
    cidade: text('cidade').notNull(),
    estado: text('estado').notNull(),
    descricao: text('descricao').notNull().default(''),
    data_inicio: date('data_inicio').notNull(),
    data_fim: date('data_fim'),
    ...timestamps,
  },
  (t) => [
    index('rh_curriculo_experiencia_usuario_idx').on(t.id_usuario),
    check('valida_data', sql`${t.data_fim} IS NULL OR ${t.data_fim} >= ${t.data_inicio}`),
  ],
);

export const curriculoCertificado = pgTable(
  'rh_curriculo_certificado',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    organizacao: text('organizacao').notNull(),
    descricao: text('descricao').notNull(),
    data_emissao: date('data_emissao').notNull(),
    data_validade: date('data_validade'),
    ...timestamps,
  },
  (t) => [
    index('rh_curriculo_certificado_usuario_idx').on(t.id_usuario),
    check(
      'rh_curriculo_certificado_valida_datas',
      sql`${t.data_validade} IS NULL OR ${t.data_validade} >= ${t.data_emissao}`,
    ),
  ],
);
