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
  uuid,
} from 'drizzle-orm/pg-core';
import { usuario } from './hr';
import { arquivo } from './platform';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A dismissal (docs/hr-people.md). `data` is the last day: access ends on it. `agendado` until the
 * offboarding job (or the registration itself, when dated today) applies it; `revertido` when undone.
 */
export const desligamento = pgTable(
  'rh_desligamento',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id),
    data: date('data').notNull(),
    tipo: text('tipo', {
      enum: ['pedido_demissao', 'sem_justa_causa', 'com_justa_causa', 'termino_contrato', 'acordo'],
    }).notNull(),
    motivo: text('motivo').notNull().default(''),
    aviso_previo: text('aviso_previo', { enum: ['trabalhado', 'indenizado', 'dispensado', 'nao_se_aplica'] }).notNull(),
    aviso_dias: integer('aviso_dias').notNull().default(0),
    entrevista: text('entrevista').notNull().default(''),
    status: text('status', { enum: ['agendado', 'aplicado', 'revertido'] })
      .notNull()
      .default('agendado'),
    aplicado_em: timestamp('aplicado_em', { withTimezone: true }),
    revertido_em: timestamp('revertido_em', { withTimezone: true }),
    id_revertido_por: integer('id_revertido_por').references(() => usuario.id),
    motivo_reversao: text('motivo_reversao'),
    id_registrado_por: integer('id_registrado_por').references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_desligamento_vivo_idx').on(t.id_usuario).where(sql`${t.status} <> 'revertido'`),
    index('rh_desligamento_pendente_idx').on(t.data).where(sql`${t.status} = 'agendado'`),
    index('rh_desligamento_data_idx').on(t.data, t.id),
    check('rh_desligamento_aviso_dias_check', sql`${t.aviso_dias} BETWEEN 0 AND 90`),
  ],
);

/** A task of a dismissal's offboarding checklist, owned by an area, due on a date. */
export const desligamentoTarefa = pgTable(
  'rh_desligamento_tarefa',
  {
    id: serial('id').primaryKey(),
    id_desligamento: integer('id_desligamento')
      .notNull()
      .references(() => desligamento.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    area: text('area', { enum: ['rh', 'gestor', 'ti', 'suprimentos', 'frota', 'financeiro'] }).notNull(),
    prazo: date('prazo').notNull(),
    prioridade: integer('prioridade').notNull().default(0),
    concluida_em: timestamp('concluida_em', { withTimezone: true }),
    id_concluida_por: integer('id_concluida_por').references(() => usuario.id),
    observacao: text('observacao').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('rh_desligamento_tarefa_desligamento_idx').on(t.id_desligamento, t.prioridade, t.id)],
);

/** A category of employee documents: whether its documents expire, how early to warn, who sees them. */
export const documentoCategoria = pgTable(
  'rh_documento_categoria',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    exige_validade: boolean('exige_validade').notNull().default(false),
    dias_alerta: integer('dias_alerta').notNull().default(30),
    visivel_colaborador: boolean('visivel_colaborador').notNull().default(true),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_documento_categoria_nome_idx').on(sql`lower(${t.nome})`),
    check('rh_documento_categoria_dias_alerta_check', sql`${t.dias_alerta} BETWEEN 1 AND 365`),
  ],
);

/**
 * A person's document: a stored file in a category, with issue and expiry dates. `alerta_enviado_em`:
 * the expiry warning went out for the current `data_validade` (cleared when the date changes).
 */
export const documento = pgTable(
  'rh_documento',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id),
    id_categoria: integer('id_categoria')
      .notNull()
      .references(() => documentoCategoria.id),
    id_arquivo: uuid('id_arquivo')
      .notNull()
      .references(() => arquivo.id),
    titulo: text('titulo').notNull(),
    data_emissao: date('data_emissao'),
    data_validade: date('data_validade'),
    observacao: text('observacao').notNull().default(''),
    alerta_enviado_em: timestamp('alerta_enviado_em', { withTimezone: true }),
    id_enviado_por: integer('id_enviado_por').references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    index('rh_documento_usuario_idx').on(t.id_usuario, t.id),
    index('rh_documento_categoria_idx').on(t.id_categoria),
    index('rh_documento_validade_idx').on(t.data_validade).where(sql`${t.data_validade} IS NOT NULL`),
    check(
      'rh_documento_datas_check',
      sql`${t.data_emissao} IS NULL OR ${t.data_validade} IS NULL OR ${t.data_validade} >= ${t.data_emissao}`,
    ),
  ],
);

/** A category of compliments, with its material icon and colour. */
export const elogioCategoria = pgTable(
  'rh_elogio_categoria',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    icone: text('icone').notNull(),
    cor: text('cor').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rh_elogio_categoria_nome_idx').on(sql`lower(${t.nome})`),
    check('rh_elogio_categoria_cor_check', sql`${t.cor} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

/** A compliment from one employee to another; HR hides (never deletes) with a reason. */
export const elogio = pgTable(
  'rh_elogio',
  {
    id: serial('id').primaryKey(),
    id_autor: integer('id_autor')
      .notNull()
      .references(() => usuario.id),
    id_destinatario: integer('id_destinatario')
      .notNull()
      .references(() => usuario.id),
    id_categoria: integer('id_categoria')
      .notNull()
      .references(() => elogioCategoria.id),
    mensagem: text('mensagem').notNull(),
    oculto: boolean('oculto').notNull().default(false),
    motivo_ocultacao: text('motivo_ocultacao'),
    id_ocultado_por: integer('id_ocultado_por').references(() => usuario.id),
    ocultado_em: timestamp('ocultado_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('rh_elogio_destinatario_idx').on(t.id_destinatario, t.created_at),
    index('rh_elogio_autor_idx').on(t.id_autor, t.created_at),
    index('rh_elogio_mural_idx').on(t.created_at, t.id).where(sql`NOT ${t.oculto}`),
    index('rh_elogio_categoria_idx').on(t.id_categoria),
    index('rh_elogio_criado_idx').on(t.created_at, t.id),
    check('rh_elogio_autor_check', sql`${t.id_autor} <> ${t.id_destinatario}`),
  ],
);

/** An employee's dependent (family): kinship, birth date, CPF, income-tax and health-plan flags. */
export const dependente = pgTable(
  'rh_dependente',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id),
    nome: text('nome').notNull(),
    parentesco: text('parentesco', {
      enum: ['conjuge', 'companheiro', 'filho', 'enteado', 'pai', 'mae', 'outro'],
    }).notNull(),
    data_nascimento: date('data_nascimento').notNull(),
    cpf: text('cpf'),
    dependente_ir: boolean('dependente_ir').notNull().default(false),
    dependente_plano: boolean('dependente_plano').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('rh_dependente_usuario_idx').on(t.id_usuario, t.id),
    index('rh_dependente_parentesco_idx').on(t.parentesco, t.id_usuario),
    index('rh_dependente_ir_idx').on(t.id_usuario).where(sql`${t.dependente_ir}`),
    index('rh_dependente_plano_idx').on(t.id_usuario).where(sql`${t.dependente_plano}`),
    uniqueIndex('rh_dependente_cpf_idx').on(t.id_usuario, t.cpf).where(sql`${t.cpf} IS NOT NULL`),
    check('rh_dependente_cpf_check', sql`${t.cpf} IS NULL OR ${t.cpf} ~ '^[0-9]{11}$'`),
  ],
);
