import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    id_empresa: integer('id_empresa').notNull().references(() => empresa.id),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('rh_cidade_provedor_empresa_idx').on(t.id_empresa)],
);

export const departamento = pgTable(
  'rh_departamento',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    id_empresa: integer('id_empresa').notNull().references(() => empresa.id),
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
    id_departamento: integer('id_departamento').notNull().references(() => departamento.id),
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
    id_setor: integer('id_setor').notNull().references(() => setor.id),
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
    ...timestamps,
  },
  (t) => [
    index('rh_usuario_lotacao_idx').on(t.id_empresa, t.id_departamento, t.id_cargo),
    index('rh_usuario_departamento_idx').on(t.id_departamento),
    uniqueIndex('rh_usuario_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Companies a person works for or may act on (`GET v1/user/empresa/contratante/{userId}`). */
export const usuarioEmpresa = pgTable(
  'rh_usuarios_empresas',
  {
    id_usuario: integer('id_usuario').notNull().references(() => usuario.id, { onDelete: 'cascade' }),
    id_empresa: integer('id_empresa').notNull().references(() => empresa.id),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.id_empresa] })],
);

/** Access profiles: a named set of roles linked to users. */
export const perfil = pgTable('rh_perfil', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});

export const perfilRole = pgTable(
  'rh_perfil_role',
  {
    id_perfil: integer('id_perfil').notNull().references(() => perfil.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_perfil, t.role] })],
);

export const usuarioPerfil = pgTable(
  'rh_usuario_perfil',
  {
    id_usuario: integer('id_usuario').notNull().references(() => usuario.id, { onDelete: 'cascade' }),
    id_perfil: integer('id_perfil').notNull().references(() => perfil.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.id_perfil] }), index('rh_usuario_perfil_perfil_idx').on(t.id_perfil)],
);

/** Open vacancies, read by the vacancy report. */
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
    ...timestamps,
  },
  (t) => [index('rh_vaga_data_inicio_idx').on(t.data_inicio)],
);
