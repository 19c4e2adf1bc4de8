import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cargo, departamento, empresa, usuario } from './hr';
import { arquivo } from './platform';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** HR content read by employees: HTML text (sanitized), cover and auxiliary images, hashtags. */
export const conteudo = pgTable('rh_conteudo', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  resumo: text('resumo').notNull().default(''),
  texto: text('texto').notNull().default(''),
  id_imagem_capa: uuid('id_imagem_capa').references(() => arquivo.id),
  hashtags_cargo: text('hashtags_cargo').array().notNull().default([]),
  hashtags_departamento: text('hashtags_departamento').array().notNull().default([]),
  hashtags_empresa: text('hashtags_empresa').array().notNull().default([]),
  id_usuario: integer('id_usuario'),
  ...timestamps,
});

export const conteudoImagem = pgTable(
  'rh_conteudo_imagem',
  {
    id: serial('id').primaryKey(),
    id_conteudo: integer('id_conteudo')
      .notNull()
      .references(() => conteudo.id, { onDelete: 'cascade' }),
    id_arquivo: uuid('id_arquivo')
      .notNull()
      .references(() => arquivo.id),
    ordem: integer('ordem').notNull().default(1),
  },
  (t) => [index('rh_conteudo_imagem_conteudo_idx').on(t.id_conteudo)],
);

export const trilha = pgTable('rh_trilha', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  id_usuario: integer('id_usuario'),
  ...timestamps,
});

/** Contents of a trail in reading order (prioridade 1..n). */
export const trilhaConteudo = pgTable(
  'rh_trilha_conteudo',
  {
    id: serial('id').primaryKey(),
    id_trilha: integer('id_trilha')
      .notNull()
      .references(() => trilha.id, { onDelete: 'cascade' }),
    id_conteudo: integer('id_conteudo')
      .notNull()
      .references(() => conteudo.id, { onDelete: 'cascade' }),
    prioridade: integer('prioridade').notNull(),
  },
  (t) => [
    unique('rh_trilha_conteudo_uq').on(t.id_trilha, t.id_conteudo),
    index('rh_trilha_conteudo_ordem_idx').on(t.id_trilha, t.prioridade),
  ],
);

export const onboarding = pgTable(
  'rh_onboarding',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    status: boolean('status').notNull().default(true),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_departamento: integer('id_departamento')
      .notNull()
      .references(() => departamento.id),
    id_cargo: integer('id_cargo')
      .notNull()
      .references(() => cargo.id),
    id_usuario: integer('id_usuario'),
    ...timestamps,
  },
  (t) => [index('rh_onboarding_lotacao_idx').on(t.id_empresa, t.id_departamento, t.id_cargo)],
);

/** Trails of an onboarding in order (prioridade 1..n, no gaps). */
export const onboardingTrilha = pgTable(
  'rh_onboarding_trilha',
  {
    id: serial('id').primaryKey(),
    id_onboarding: integer('id_onboarding')
      .notNull()
      .references(() => onboarding.id, { onDelete: 'cascade' }),
    id_trilha: integer('id_trilha')
      .notNull()
      .references(() => trilha.id, { onDelete: 'cascade' }),
    prioridade: integer('prioridade').notNull(),
  },
  (t) => [
    unique('rh_onboarding_trilha_uq').on(t.id_onboarding, t.id_trilha),
    index('rh_onboarding_trilha_ordem_idx').on(t.id_onboarding, t.prioridade),
  ],
);

/**
 * An employee's participation in an onboarding, with progress kept up to date by the service so
 * that the report pages in SQL without aggregating the reading rows.
 */
export const usuarioOnboarding = pgTable(
  'rh_usuario_onboarding',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    id_onboarding: integer('id_onboarding')
      .notNull()
      .references(() => onboarding.id, { onDelete: 'cascade' }),
    id_departamento: integer('id_departamento'),
    conteudos_total: integer('conteudos_total').notNull().default(0),
    conteudos_lidos: integer('conteudos_lidos').notNull().default(0),
    concluido: boolean('concluido').notNull().default(false),
    data_inicio: timestamp('data_inicio', { withTimezone: true }),
    data_conclusao: timestamp('data_conclusao', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('rh_usuario_onboarding_uq').on(t.id_usuario, t.id_onboarding),
    index('rh_usuario_onboarding_report_idx').on(t.concluido, t.id_departamento, t.id),
    index('rh_usuario_onboarding_tab_idx').on(t.concluido, t.id),
    index('rh_usuario_onboarding_onboarding_idx').on(t.id_onboarding),
  ],
);

/**
 * Participations counted per onboarding, department (0 when none) and state, kept by statement
 * triggers on rh_usuario_onboarding (migration 0004) so that the report's counts and tab totals
 * add up a few rows instead of scanning every participation.
 */
export const usuarioOnboardingContagem = pgTable(
  'rh_usuario_onboarding_contagem',
  {
    id_onboarding: integer('id_onboarding')
      .notNull()
      .references(() => onboarding.id, { onDelete: 'cascade' }),
    id_departamento: integer('id_departamento').notNull(),
    concluido: boolean('concluido').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_onboarding, t.id_departamento, t.concluido] })],
);

/** One employee's reading of one content of one trail of one onboarding. */
export const usuarioOnboardingConteudo = pgTable(
  'rh_usuario_onboarding_conteudo',
  {
    id: serial('id').primaryKey(),
    id_usuario_onboarding: integer('id_usuario_onboarding')
      .notNull()
      .references(() => usuarioOnboarding.id, { onDelete: 'cascade' }),
    id_funcionario: integer('id_funcionario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    id_onboarding: integer('id_onboarding')
      .notNull()
      .references(() => onboarding.id, { onDelete: 'cascade' }),
    id_trilha: integer('id_trilha')
      .notNull()
      .references(() => trilha.id, { onDelete: 'cascade' }),
    id_conteudo: integer('id_conteudo')
      .notNull()
      .references(() => conteudo.id, { onDelete: 'cascade' }),
    data_inicio: timestamp('data_inicio', { withTimezone: true }),
    data_fim: timestamp('data_fim', { withTimezone: true }),
    finalizado: boolean('finalizado').notNull().default(false),
  },
  (t) => [
    unique('rh_usuario_onboarding_conteudo_uq').on(t.id_funcionario, t.id_onboarding, t.id_trilha, t.id_conteudo),
    index('rh_usuario_onboarding_conteudo_uo_idx').on(t.id_usuario_onboarding),
  ],
);
