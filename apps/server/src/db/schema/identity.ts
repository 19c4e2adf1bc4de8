import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuario } from './hr';

/**
 * Sign-in identity. `status`: CONFIRMED, UNCONFIRMED (self-registered, e-mail not confirmed yet),
 * FORCE_CHANGE_PASSWORD (temporary password to be replaced at first sign-in), RESET_REQUIRED (a
 * superadmin demanded a reset: sign-in is refused until the forgot-password flow completes).
 */
export const identidade = pgTable(
  'auth_identidade',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    senha_hash: text('senha_hash').notNull(),
    status: text('status', { enum: ['CONFIRMED', 'UNCONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED'] })
      .notNull()
      .default('CONFIRMED'),
    habilitado: boolean('habilitado').notNull().default(true),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    falhas_senha: smallint('falhas_senha').notNull().default(0),
    ultima_falha_em: timestamp('ultima_falha_em', { withTimezone: true }),
    bloqueado_ate: timestamp('bloqueado_ate', { withTimezone: true }),
    /** Identity tokens issued before this instant are void (logout, reset, revoked sessions …). */
    sessoes_revogadas_em: timestamp('sessoes_revogadas_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_identidade_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('auth_identidade_usuario_idx').on(t.id_usuario),
  ],
);

/** Opaque rotating refresh tokens, stored hashed. A reused token revokes its whole family. */
export const refreshToken = pgTable(
  'auth_refresh_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    id_identidade: uuid('id_identidade')
      .notNull()
      .references(() => identidade.id, { onDelete: 'cascade' }),
    familia: uuid('familia').notNull(),
    token_hash: text('token_hash').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
    revogado_em: timestamp('revogado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_refresh_token_hash_idx').on(t.token_hash),
    index('auth_refresh_token_familia_idx').on(t.familia),
    index('auth_refresh_token_identidade_idx').on(t.id_identidade),
  ],
);

/** One-time codes: password reset and e-mail confirmation. Stored hashed. */
export const codigo = pgTable(
  'auth_codigo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    id_identidade: uuid('id_identidade')
      .notNull()
      .references(() => identidade.id, { onDelete: 'cascade' }),
    finalidade: text('finalidade', { enum: ['reset', 'confirmacao'] }).notNull(),
    codigo_hash: text('codigo_hash').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
    tentativas: smallint('tentativas').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codigo_identidade_idx').on(t.id_identidade, t.finalidade, t.created_at)],
);

/**
 * Single-use tickets that open an event stream (a browser's EventSource cannot send a header, and a
 * token in a URL ends up in logs and histories). Stored hashed, with the credential of the call that
 * asked for it; redeemed by deleting the row, so one ticket opens one stream on any instance.
 */
export const streamTicket = pgTable(
  'auth_ticket',
  {
    ticket_hash: text('ticket_hash').primaryKey(),
    id_identidade: uuid('id_identidade')
      .notNull()
      .references(() => identidade.id, { onDelete: 'cascade' }),
    credencial: jsonb('credencial').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_ticket_expira_idx').on(t.expira_em)],
);
