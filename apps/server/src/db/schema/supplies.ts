import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clienteContrato } from './customer-accounts';
import { cidadeProvedor, empresa, usuario } from './hr';

/** Supplies and field teams (docs/supplies.md); migration 0045_supplies holds the triggers. */
const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const suprimentosProduto = pgTable(
  'suprimentos_produto',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    tipo: text('tipo', { enum: ['ont', 'roteador', 'cabo', 'fonte', 'conector', 'outro'] }).notNull(),
    modelo: text('modelo').notNull(),
    custo: numeric('custo', { precision: 14, scale: 2 }).notNull(),
    serializado: boolean('serializado').notNull().default(true),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('suprimentos_produto_nome_idx').on(sql`lower(${t.nome})`),
    check('suprimentos_produto_custo_check', sql`${t.custo} >= 0`),
  ],
);

export const suprimentosEquipe = pgTable(
  'suprimentos_equipe',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_cidade: integer('id_cidade').references(() => cidadeProvedor.id),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('suprimentos_equipe_nome_idx').on(sql`lower(${t.nome})`),
    index('suprimentos_equipe_empresa_idx').on(t.id_empresa, t.id),
  ],
);

export const suprimentosEquipeMembro = pgTable(
  'suprimentos_equipe_membro',
  {
    id_equipe: integer('id_equipe')
      .notNull()
      .references(() => suprimentosEquipe.id, { onDelete: 'cascade' }),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id),
  },
  (t) => [
    primaryKey({ name: 'suprimentos_equipe_membro_pk', columns: [t.id_equipe, t.id_usuario] }),
    index('suprimentos_equipe_membro_usuario_idx').on(t.id_usuario),
  ],
);

export const suprimentosLocal = pgTable(
  'suprimentos_local',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo', {
      enum: ['almoxarifado', 'equipe', 'cliente', 'manutencao', 'reciclagem', 'ajuste'],
    }).notNull(),
    nome: text('nome').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_cidade: integer('id_cidade').references(() => cidadeProvedor.id),
    id_equipe: integer('id_equipe').references(() => suprimentosEquipe.id),
    id_contrato: integer('id_contrato').references(() => clienteContrato.id),
  },
  (t) => [
    uniqueIndex('suprimentos_local_cidade_idx').on(t.id_cidade).where(sql`${t.id_cidade} IS NOT NULL`),
    uniqueIndex('suprimentos_local_equipe_idx').on(t.id_equipe).where(sql`${t.id_equipe} IS NOT NULL`),
    uniqueIndex('suprimentos_local_contrato_idx').on(t.id_contrato).where(sql`${t.id_contrato} IS NOT NULL`),
    index('suprimentos_local_empresa_idx').on(t.id_empresa, t.tipo, t.id),
  ],
);

/** One physical unit; `id_local` changes only through a move (trigger). */
export const suprimentosUnidade = pgTable(
  'suprimentos_unidade',
  {
    id: serial('id').primaryKey(),
    id_produto: integer('id_produto')
      .notNull()
      .references(() => suprimentosProduto.id),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    patrimonio: text('patrimonio').notNull(),
    serial: text('serial'),
    id_local: integer('id_local')
      .notNull()
      .references(() => suprimentosLocal.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('suprimentos_unidade_patrimonio_idx').on(t.patrimonio),
    uniqueIndex('suprimentos_unidade_serial_idx').on(t.serial).where(sql`${t.serial} IS NOT NULL`),
    index('suprimentos_unidade_local_idx').on(t.id_local, t.id_produto, t.id),
    index('suprimentos_unidade_produto_idx').on(t.id_produto, t.id),
    index('suprimentos_unidade_empresa_idx').on(t.id_empresa, t.id),
  ],
);

export const suprimentosMovimento = pgTable(
  'suprimentos_movimento',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_unidade: integer('id_unidade')
      .notNull()
      .references(() => suprimentosUnidade.id),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    tipo: text('tipo', {
      enum: [
        'entrada',
        'retirada',
        'instalacao',
        'recolhimento',
        'devolucao',
        'manutencao',
        'reparo',
        'reciclagem',
        'ajuste',
      ],
    }).notNull(),
    de_local: integer('de_local').references(() => suprimentosLocal.id),
    para_local: integer('para_local')
      .notNull()
      .references(() => suprimentosLocal.id),
    os: text('os'),
    motivo: text('motivo'),
    id_usuario: integer('id_usuario').references(() => usuario.id),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suprimentos_movimento_unidade_idx').on(t.id_unidade, t.id),
    index('suprimentos_movimento_tipo_idx').on(t.tipo, t.criado_em, t.id),
    index('suprimentos_movimento_empresa_idx').on(t.id_empresa, t.tipo, t.criado_em, t.id),
    index('suprimentos_movimento_de_idx').on(t.de_local, t.criado_em, t.id),
    index('suprimentos_movimento_para_idx').on(t.para_local, t.criado_em, t.id),
    index('suprimentos_movimento_criado_idx').on(t.criado_em, t.id),
  ],
);

export const suprimentosRetorno = pgTable(
  'suprimentos_retorno',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo', { enum: ['recolhimento', 'devolucao'] }).notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_equipe: integer('id_equipe')
      .notNull()
      .references(() => suprimentosEquipe.id),
    id_contrato: integer('id_contrato').references(() => clienteContrato.id),
    os: text('os'),
    patrimonio: text('patrimonio'),
    id_movimento: bigint('id_movimento', { mode: 'number' }).references(() => suprimentosMovimento.id),
    id_usuario: integer('id_usuario').references(() => usuario.id),
    registrado_em: timestamp('registrado_em', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suprimentos_retorno_empresa_idx').on(t.id_empresa, t.tipo, t.registrado_em, t.id),
    index('suprimentos_retorno_equipe_idx').on(t.id_equipe, t.tipo, t.registrado_em, t.id),
  ],
);

/** A squad's counted row (spec §3 inventory row). */
export const suprimentosInventario = pgTable(
  'suprimentos_inventario',
  {
    id: serial('id').primaryKey(),
    id_equipe: integer('id_equipe')
      .notNull()
      .references(() => suprimentosEquipe.id),
    equipe: text('equipe').notNull(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    cidade: text('cidade').notNull().default('Rio Grande'),
    id_produto: integer('id_produto').references(() => suprimentosProduto.id),
    patrimonio: text('patrimonio'),
    quantidade_informada: integer('quantidade_informada').notNull(),
    quantidade_sistema: integer('quantidade_sistema'),
    origem: text('origem', { enum: ['mk', 'manual'] }).notNull(),
    validado: boolean('validado').notNull().default(false),
    validado_em: timestamp('validado_em', { withTimezone: true }),
    id_validado_por: integer('id_validado_por').references(() => usuario.id),
    id_usuario: integer('id_usuario').references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    index('suprimentos_inventario_equipe_idx').on(t.id_equipe, t.validado, t.id),
    index('suprimentos_inventario_sistema_idx').on(t.sistema, t.validado, t.id),
  ],
);
