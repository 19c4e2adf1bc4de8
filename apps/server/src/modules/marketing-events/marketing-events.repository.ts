import { desc, eq } from 'drizzle-orm';
import type { EventColumns } from '@intranet/shared/marketing-events/marketing-events.schemas';
import type { Db } from '../../db/client';
import { cidadeProvedor, marketingEvento } from '../../db/schema';

/** An event with its city's name. */
export type EventRow = typeof marketingEvento.$inferSelect & { cidade_nome: string };

type NewEvent = Required<Omit<EventColumns, 'site_evento'>> & { site_evento: string | null };

function selectEvents(db: Db) {
  return db
    .select({
      id: marketingEvento.id,
      created_at: marketingEvento.created_at,
      updated_at: marketingEvento.updated_at,
      evento: marketingEvento.evento,
      data_inicio: marketingEvento.data_inicio,
      data_fim: marketingEvento.data_fim,
      nome_do_local: marketingEvento.nome_do_local,
      endereco_do_local: marketingEvento.endereco_do_local,
      cidade: marketingEvento.cidade,
      site_evento: marketingEvento.site_evento,
      status: marketingEvento.status,
      cidade_nome: cidadeProvedor.nome,
    })
    .from(marketingEvento)
    .innerJoin(cidadeProvedor, eq(cidadeProvedor.id, marketingEvento.cidade));
}

/** The marketing events' queries. */
/** Every event, newest first. */
export async function list(db: Db): Promise<EventRow[]> {
  return selectEvents(db).orderBy(desc(marketingEvento.created_at), desc(marketingEvento.id));
}

export async function findOne(db: Db, id: number): Promise<EventRow | undefined> {
  const [row] = await selectEvents(db).where(eq(marketingEvento.id, id)).limit(1);
  return row;
}

export async function insert(db: Db, values: NewEvent): Promise<{ id: number }> {
  const [row] = await db.insert(marketingEvento).values(values).returning({ id: marketingEvento.id });
  return row;
}

/** Whether the event exists (and was changed). */
export async function update(db: Db, id: number, patch: EventColumns): Promise<boolean> {
  const rows = await db
    .update(marketingEvento)
    .set(patch)
    .where(eq(marketingEvento.id, id))
    .returning({ id: marketingEvento.id });
  return rows.length > 0;
}

export async function remove(db: Db, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .delete(marketingEvento)
    .where(eq(marketingEvento.id, id))
    .returning({ id: marketingEvento.id });
  return row;
}
