import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticia } from '../../db/schema';
import { audienceIds, findArticle, findReader, reachesUserRow } from './news.repository';

/**
 * What other modules may use of news: the audience rule (docs/hr-content.md) as SQL over `rh_noticia`
 * and `rh_usuario` in one query, the people an item reaches today, and an item as a reader may see it.
 */
export const newsPublic = {
  /** True when the `rh_noticia` row reaches the `rh_usuario` row of the same query. */
  reachesUser: reachesUserRow,
  /** Active mandatory items: `rh_noticia.requer_lido AND rh_noticia.ativo`. */
  mandatory: and(eq(noticia.requer_lido, true), eq(noticia.ativo, true))!,
  /** Active employees the item reaches today. */
  audienceIds: (db: Db, id: number) => audienceIds(db, id),
  /** The active item if it reaches the user, else null. */
  async readable(db: Db, id: number, userId: number) {
    const row = await findArticle(db, await findReader(db, userId), id);
    if (!row) return null;
    return {
      id: row.item.id,
      titulo: row.item.titulo,
      requer_lido: row.item.requer_lido,
      publicado_em: row.item.publicado_em,
    };
  },
};
