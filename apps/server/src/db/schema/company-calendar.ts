import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from './hr';

/**
 * The iCalendar feed address of an employee (one each): only the SHA-256 of its secret is kept, so the
 * address is shown once, when made. Replacing or deleting the row revokes the previous address at once.
 * The birthday opt-out (`ocultar_aniversario`), the extension and the work phone of the directory are
 * columns of rh_usuario (migration 0025).
 */
export const calendarioAssinatura = pgTable(
  'rh_calendario_assinatura',
  {
    id_usuario: integer('id_usuario')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rh_calendario_assinatura_token_idx').on(t.token_hash)],
);
