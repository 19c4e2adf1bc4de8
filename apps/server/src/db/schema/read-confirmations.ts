import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { usuario } from './hr';

/**
 * "Li e estou ciente": one row per reader, item and version (docs/hr-content.md). A news item is
 * always version 1; a handbook chapter's version grows when a change asks everyone to read it again,
 * and only the confirmations of its current version count.
 */
export const leitura = pgTable(
  'rh_leitura',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo', { enum: ['noticia', 'manual'] }).notNull(),
    id_item: integer('id_item').notNull(),
    versao: integer('versao').notNull().default(1),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    confirmado_em: timestamp('confirmado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rh_leitura_item_usuario_idx').on(t.tipo, t.id_item, t.versao, t.id_usuario),
    index('rh_leitura_usuario_idx').on(t.id_usuario, t.tipo),
    check('rh_leitura_tipo_check', sql`${t.tipo} IN ('noticia', 'manual')`),
  ],
);
