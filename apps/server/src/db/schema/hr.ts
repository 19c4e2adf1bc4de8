import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { arquivo } from './platform';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Provider companies (Bitcom, RazãoInfo, Vetorial). `GET v1/companies` answers (id, nome). */
export const empresa = pgTable('rh_empresa', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});

/** Provider systems (`GET v1/sistema`: id, nome). */
export const sistema = pgTable('sistema', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
});

export const cidadeProvedor = pgTable(
  'rh_cidade_provedor',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    uf: text('uf').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    ativo: boolean('ativo').notNull().default(true),
    /** The CEP a city was registered from (`v1/createCity`): the offline address lookup reads it. */
    cep: text('cep'),
    ...timestamps,
  },
  (t) => [
    index('rh_cidade_provedor_empresa_idx').on(t.id_empresa),
    index('rh_cidade_provedor_cep_idx').on(sql`left(${t.cep}, 3)`),
  ],
);

export const departamento = pgTable(
  'rh_departamento',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_funcionario: integer('id_funcionario'),
    ...timestamps,
  },
  (t) => [index('rh_departamento_empresa_idx').on(t.id_empresa)],
);

export const setor = pgTable(
  'rh_setor',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    id_departamento: integer('id_departamento')
      .notNull()
      .references(() => departamento.id),
    id_usuario: integer('id_usuario'),
    ...timestamps,
  },
  (t) => [index('rh_setor_departamento_idx').on(t.id_departamento)],
);

export const cargo = pgTable(
  'rh_cargo',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    ativo: boolean('ativo').notNull().default(true),
    id_setor: integer('id_setor')
      .notNull()
      .references(() => setor.id),
    id_usuario: integer('id_usuario'),
    ...timestamps,
  },
  (t) => [index('rh_cargo_setor_idx').on(t.id_setor)],
);

/** HR person. Every identity (employee or candidate) has one; `funcionario` marks employees. */
export const usuario = pgTable(
  'rh_usuario',
  {
    id: serial('id').primaryKey(),
    nome: text('nome'),
    sobrenome: text('sobrenome'),
    email: text('email'),
    telefone: text('telefone'),
    funcionario: boolean('funcionario').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    data_nascimento: date('data_nascimento'),
    data_admissao: date('data_admissao'),
    id_empresa: integer('id_empresa').references(() => empresa.id),
    id_departamento: integer('id_departamento').references(() => departamento.id),
    id_setor: integer('id_setor').references(() => setor.id),
    id_cargo: integer('id_cargo').references(() => cargo.id),
    // Employee profile (spec 002 §3 "Employee profile").
    cpf: text('cpf'),
    rg: text('rg'),
    genero: text('genero', { enum: ['F', 'M', 'O'] }),
    /** Stored by gender: SOLTEIRO/SOLTEIRA, CASADO/CASADA, … (shared/employees rules). */
    estado_civil: text('estado_civil'),
    id_imagem: uuid('id_imagem').references(() => arquivo.id, { onDelete: 'set null' }),
    nacionalidade: text('nacionalidade'),
    email_corp: text('email_corp'),
    cep: text('cep'),
    rua: text('rua'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    /** Id of the static city lookup (spec 000 §3). */
    id_cidade: integer('id_cidade'),
    cnh_categoria: text('cnh_categoria'),
    cnh_numero: text('cnh_numero'),
    linkedin: text('linkedin'),
    viagem: boolean('viagem').notNull().default(false),
    /** The extension and the work phone (digits) colleagues see in the directory (migration 0025). */
    ramal: text('ramal'),
    telefone_comercial: text('telefone_comercial'),
    /** The person hides their birthday from the company calendar and its feeds (migration 0025). */
    ocultar_aniversario: boolean('ocultar_aniversario').notNull().default(false),
    /** Sorted copy of rh_usuario_role, kept by the database for the edit history (migration 0016). */
    roles: text('roles').array().notNull().default(sql`'{}'`),
    /** Sorted names of the linked access profiles, kept by the database for the edit history. */
    perfis: text('perfis').array().notNull().default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [
    index('rh_usuario_lotacao_idx').on(t.id_empresa, t.id_departamento, t.id_cargo),
    index('rh_usuario_departamento_idx').on(t.id_departamento),
    uniqueIndex('rh_usuario_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('rh_usuario_cpf_idx').on(t.cpf),
    index('rh_usuario_lista_idx').on(t.funcionario, t.nome, t.id),
    check('rh_usuario_genero_check', sql`${t.genero} IN ('F', 'M', 'O')`),
  ],
);

/** Companies a person works for or may act on (`GET v1/user/empresa/contratante/{userId}`). */
export const usuarioEmpresa = pgTable(
  'rh_usuarios_empresas',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
  },
  (t) => [
    primaryKey({ columns: [t.id_usuario, t.id_empresa] }),
    // The people of one company (/companies filtered by company), migration 0060.
    index('rh_usuarios_empresas_empresa_idx').on(t.id_empresa, t.id_usuario),
  ],
);

/** Access profiles: a named set of roles linked to users. */
export const perfil = pgTable('rh_perfil', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  ativo: boolean('ativo').notNull().default(true),
  /** Sorted copy of rh_perfil_role, kept by the database for the edit history (migration 0016). */
  roles: text('roles').array().notNull().default(sql`'{}'`),
  ...timestamps,
});

export const perfilRole = pgTable(
  'rh_perfil_role',
  {
    id_perfil: integer('id_perfil')
      .notNull()
      .references(() => perfil.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_perfil, t.role] })],
);

export const usuarioPerfil = pgTable(
  'rh_usuario_perfil',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    id_perfil: integer('id_perfil')
      .notNull()
      .references(() => perfil.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.id_perfil] }), index('rh_usuario_perfil_perfil_idx').on(t.id_perfil)],
);

/** Roles given to one person directly, module by module (`/settings/permission/edit/:id`). */
export const usuarioRole = pgTable(
  'rh_usuario_role',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.role] })],
);

/**
 * Vacancies: registered by HR and the talent bank, published on the careers site from data_inicio to
 * data_fim (São Paulo days, inclusive), read by the vacancy report. `busca` is the title, role, city,
 * keywords and description folded (no case, no accents) for the public keyword search.
 */
export const vaga = pgTable(
  'rh_vaga',
  {
    id: serial('id').primaryKey(),
    titulo_vaga: text('titulo_vaga').notNull(),
    vagas: integer('vagas').notNull().default(1),
    cidade: text('cidade'),
    id_gestor: integer('id_gestor').references(() => usuario.id),
    id_empresa: integer('id_empresa').references(() => empresa.id),
    data_inicio: date('data_inicio'),
    ativo: boolean('ativo').notNull().default(true),
    funcao: text('funcao').notNull().default(''),
    id_departamento: integer('id_departamento').references(() => departamento.id),
    id_cargo: integer('id_cargo').references(() => cargo.id),
    modalidade: text('modalidade', { enum: ['presencial', 'hibrido', 'remoto'] })
      .notNull()
      .default('presencial'),
    descricao: text('descricao').notNull().default(''),
    requisitos: text('requisitos').notNull().default(''),
    palavras_chave: text('palavras_chave').notNull().default(''),
    data_fim: date('data_fim'),
    busca: text('busca').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('rh_vaga_data_inicio_idx').on(t.data_inicio),
    index('rh_vaga_publicacao_idx').on(t.ativo, t.data_fim, t.data_inicio),
    index('rh_vaga_busca_idx').using('gin', sql`to_tsvector('portuguese', ${t.busca})`),
    check(
      'rh_vaga_valida_datas',
      sql`${t.data_fim} IS NULL OR ${t.data_inicio} IS NULL OR ${t.data_fim} >= ${t.data_inicio}`,
    ),
  ],
);
