import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresa, usuario } from './hr';

/** Company resources that people book (migration 0056, audited). */
export const recurso = pgTable(
  'rh_recurso',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    tipo: text('tipo', { enum: ['sala', 'projetor', 'equipamento', 'veiculo'] }).notNull(),
    local: text('local').notNull().default(''),
    capacidade: integer('capacidade'),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    ativo: boolean('ativo').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rh_recurso_nome_idx').on(sql`lower(${t.nome})`),
    index('rh_recurso_empresa_idx').on(t.id_empresa),
    index('rh_recurso_tipo_idx').on(t.tipo),
    check('rh_recurso_tipo_check', sql`${t.tipo} IN ('sala', 'projetor', 'equipamento', 'veiculo')`),
  ],
);

/**
 * A resource held for an interval. The exclusion constraint `rh_recurso_reserva_sem_sobreposicao`
 * (written in the migration: Drizzle does not declare exclusions) keeps one resource's bookings apart.
 */
export const recursoReserva = pgTable(
  'rh_recurso_reserva',
  {
    id: serial('id').primaryKey(),
    id_recurso: integer('id_recurso')
      .notNull()
      .references(() => recurso.id, { onDelete: 'cascade' }),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    assunto: text('assunto').notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rh_recurso_reserva_usuario_idx').on(t.id_usuario, t.inicio)],
);
