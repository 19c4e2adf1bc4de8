import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { empresa } from './hr';
import { arquivo } from './platform';

/**
 * The e-mail signature template of a provider company (one each): its logo (a stored image, with its
 * natural size for the width and height attributes), its two colours (`#RRGGBB`), the legal line,
 * the site and the central phone. An inactive template leaves its people with the default look.
 * Audited (migration 0026).
 */
export const modeloAssinatura = pgTable(
  'rh_modelo_assinatura',
  {
    id: serial('id').primaryKey(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    id_logo: uuid('id_logo').references(() => arquivo.id, { onDelete: 'set null' }),
    logo_largura: integer('logo_largura'),
    logo_altura: integer('logo_altura'),
    cor_primaria: text('cor_primaria').notNull(),
    cor_secundaria: text('cor_secundaria').notNull(),
    linha_legal: text('linha_legal').notNull().default(''),
    site: text('site').notNull().default(''),
    telefone_central: text('telefone_central').notNull().default(''),
    ativo: boolean('ativo').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rh_modelo_assinatura_empresa_idx').on(t.id_empresa),
    check('rh_modelo_assinatura_cor_primaria_check', sql`${t.cor_primaria} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('rh_modelo_assinatura_cor_secundaria_check', sql`${t.cor_secundaria} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);
