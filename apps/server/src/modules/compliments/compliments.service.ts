import { COMPLIMENT_CATEGORY_API } from '@intranet/shared/compliments/compliments.contract';
import { COMPLIMENTS_MSG as MSG } from '@intranet/shared/compliments/compliments.messages';
import type {
  Compliment,
  ComplimentPersonResponse,
  complimentListQuery,
} from '@intranet/shared/compliments/compliments.schemas';
import type { z } from 'zod';
import { withActor } from '../../db/client';
import { elogioCategoria } from '../../db/schema';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { crudService } from '../../platform/crud/crud.service';
import { forbidden, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { notificationsPublic } from '../notifications/notifications.public';
import { editsCompliment, moderates } from './compliments.policy';
import { presentCompliment } from './compliments.presenter';
import * as repo from './compliments.repository';

/** Compliment categories (`/compliments-categories`): a unique name, a material icon and a colour. */
export const complimentCategoryService = crudService({
  api: COMPLIMENT_CATEGORY_API,
  table: elogioCategoria,
  present: presentRecord,
  name: { column: 'nome', taken: MSG.categoryTaken },
  messages: { notFound: MSG.categoryNotFound, inUse: MSG.categoryInUse },
});

const fieldError = (path: string, message: string) => invalid(message, [{ path, message }]);
/** Where a compliment's notices open. */
const personLink = (id: number) => `/compliments/listByUser/${id}`;

/** The wall: newest first, paged; hidden compliments only to HR moderators. */
export async function listCompliments(
  { db, actor }: OpContext,
  query: z.output<typeof complimentListQuery>,
): Promise<{ total: number; itens: Compliment[] }> {
  const { limit, offset, ...filter } = query;
  const ocultos = moderates(actor) ? filter.ocultos : false;
  const { rows, total } = await repo.list(db, { ...filter, ocultos }, { limit, offset });
  return { total, itens: rows.map((row) => presentCompliment(row, actor)) };
}

/** One compliment; a hidden one is not found but to HR moderators. */
export async function getCompliment({ db, actor }: OpContext, id: number): Promise<Compliment> {
  const row = await repo.byId(db, id);
  if (!row || (row.oculto && !moderates(actor))) throw notFound(MSG.notFound);
  return presentCompliment(row, actor);
}

/** A person's page: who they are, and their visible compliments received and given by category. */
export async function complimentPerson({ db }: OpContext, id: number): Promise<ComplimentPersonResponse> {
  const pessoa = await repo.person(db, id);
  if (!pessoa) throw notFound(MSG.personNotFound);
  const [received, given] = await Promise.all([
    repo.countsByCategory(db, id, 'id_destinatario'),
    repo.countsByCategory(db, id, 'id_autor'),
  ]);
  const tally = (rows: typeof received) => ({ total: rows.reduce((sum, r) => sum + r.total, 0), por_categoria: rows });
  return { pessoa, recebidos: tally(received), enviados: tally(given) };
}

/**
 * Sends a compliment to a colleague (never to oneself): an active employee and an active category.
 * The colleague and the head of their department are notified live, in the same transaction.
 */
export async function createCompliment(
  { db, actor }: OpContext,
  values: { id_destinatario: number; id_categoria: number; mensagem: string },
): Promise<{ id: number }> {
  if (values.id_destinatario === actor.userId) throw fieldError('object.id_destinatario', MSG.toSelf);
  return withActor(db, actor.userId, async (tx) => {
    const colleague = await repo.activeEmployee(tx, values.id_destinatario);
    if (!colleague) throw fieldError('object.id_destinatario', MSG.unknownColleague);
    if (!(await repo.activeCategoryExists(tx, values.id_categoria)))
      throw fieldError('object.id_categoria', MSG.unknownCategory);
    const id = await repo.insert(tx, { ...values, id_autor: actor.userId, created_at: new Date() });
    const autor = (await repo.userName(tx, actor.userId)) ?? '';
    const link = personLink(colleague.id);
    await notificationsPublic.notify(tx, [colleague.id], {
      modulo: 'elogio',
      msg: MSG.notifyReceived(autor),
      id_elogio: id,
      link,
    });
    if (colleague.chefe && colleague.chefe !== colleague.id && colleague.chefe !== actor.userId) {
      await notificationsPublic.notify(tx, [colleague.chefe], {
        modulo: 'elogio',
        msg: MSG.notifyTeam(autor, colleague.nome),
        id_elogio: id,
        link,
      });
    }
    return { id };
  });
}

/**
 * Edits the category and the message: the author within 24 hours of sending, or HR. Someone who reads
 * the compliment but may not edit it is refused (403); a hidden one is not found but to HR.
 */
export async function updateCompliment(
  { db, actor }: OpContext,
  id: number,
  patch: { id_categoria: number; mensagem: string },
): Promise<Compliment> {
  return withActor(db, actor.userId, async (tx) => {
    const current = await repo.lock(tx, id);
    if (!current || (current.oculto && !moderates(actor))) throw notFound(MSG.notFound);
    if (!editsCompliment(actor, current))
      throw current.id_autor === actor.userId ? forbidden(MSG.editClosed) : forbidden();
    if (!(await repo.activeCategoryExists(tx, patch.id_categoria)))
      throw fieldError('object.id_categoria', MSG.unknownCategory);
    await repo.update(tx, id, patch);
    return presentCompliment((await repo.byId(tx, id))!, actor);
  });
}

/** HR hides a compliment with a reason (its author is told) or shows it again; nothing is deleted. */
export async function setComplimentVisibility(
  { db, actor }: OpContext,
  id: number,
  body: { oculto: boolean; motivo?: string },
): Promise<Compliment> {
  return withActor(db, actor.userId, async (tx) => {
    const current = await repo.lock(tx, id);
    if (!current) throw notFound(MSG.notFound);
    if (body.oculto) {
      const motivo = body.motivo ?? '';
      await repo.update(tx, id, {
        oculto: true,
        motivo_ocultacao: motivo,
        id_ocultado_por: actor.userId,
        ocultado_em: new Date(),
      });
      if (!current.oculto)
        await notificationsPublic.notify(tx, [current.id_autor], {
          modulo: 'elogio',
          msg: MSG.notifyHidden(motivo),
          id_elogio: id,
        });
    } else {
      await repo.update(tx, id, { oculto: false, motivo_ocultacao: null, id_ocultado_por: null, ocultado_em: null });
    }
    return presentCompliment((await repo.byId(tx, id))!, actor);
  });
}
