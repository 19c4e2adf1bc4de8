import type { z } from 'zod';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { ORDERING_MSG } from '@intranet/shared/ordering/ordering.messages';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { MSG } from '@intranet/shared/validation/messages';
import type { trilhaConteudoLink, trilhaConteudoOrdem, trilhaConteudoUnlink, trilhaFiltroBody, trilhaInput } from '@intranet/shared/trail/trail.schemas';
import { withActor } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { conflict, notFound } from '../../platform/http/errors';
import { type OrderChange, type OrderedLinkTable, changeOrder } from '../../platform/ordering/ordered-links';
import { syncParticipation } from '../onboarding/onboarding.public';
import * as repo from './trail.repository';

/** The contents of a trail, in reading order. */
const TRAIL_CONTENTS: OrderedLinkTable = {
  table: 'rh_trilha_conteudo',
  parent: 'id_trilha',
  child: 'id_conteudo',
  parentTable: 'rh_trilha',
  childTable: 'rh_conteudo',
  messages: {
    unknownParent: TRAIL_MSG.unknownTrail,
    unknownChild: CONTENT_MSG.unknownContent,
    notLinked: MSG.notFound,
    orderMismatch: ORDERING_MSG.orderMismatch,
  },
};

export async function listTrails({ db }: OpContext, body: z.output<typeof trilhaFiltroBody>) {
  return repo.listTrails(db, { nome: body.filtro.nome || undefined, offset: body.offset, limit: body.limit });
}

export async function getTrail({ db }: OpContext, { id }: { id: number }) {
  const found = await repo.findTrail(db, id);
  if (!found) throw notFound();
  return { ...found, conteudos: await repo.trailContents(db, [id]) };
}

/** A new trail (its name unique, whatever its case) and its contents in reading order, in one transaction. */
export async function createTrail({ db, actor }: OpContext, body: z.output<typeof trilhaInput>) {
  const id = await withActor(db, actor.userId, async (tx) => {
    if (await repo.nameTaken(tx, body.nome)) throw conflict(TRAIL_MSG.nameTaken);
    const trailId = await repo.insertTrail(tx, body.nome, actor.userId);
    const links = (body.conteudos ?? []).map((c) => ({ parent: trailId, child: c.id_conteudo, prioridade: c.prioridade }));
    if (links.length) await changeOrder(tx, TRAIL_CONTENTS, { kind: 'link', links });
    return trailId;
  });
  return { id };
}

export async function renameTrail({ db, actor }: OpContext, { id, nome }: { id: number; nome: string }) {
  await withActor(db, actor.userId, async (tx) => {
    if (await repo.nameTaken(tx, nome, id)) throw conflict(TRAIL_MSG.nameTaken);
    if (!(await repo.renameTrail(tx, id, nome))) throw notFound();
  });
  return { id };
}

/**
 * A trail linked to an onboarding is kept (409, naming the onboardings): deleting it would take
 * earned progress away from the onboarding's employees.
 */
export async function deleteTrail({ db, actor }: OpContext, { id }: { id: number }) {
  await withActor(db, actor.userId, async (tx) => {
    // The row lock holds off new links to the trail until this transaction ends.
    if (!(await repo.lockTrail(tx, id))) throw notFound();
    const onboardings = await repo.onboardingsUsing(tx, id);
    if (onboardings.length) throw conflict(TRAIL_MSG.inUse(onboardings));
    await repo.deleteTrail(tx, id);
  });
  return { id };
}

/** One change of the content lists of one or more trails, in one transaction; answers every changed trail's contents. */
async function changeContents({ db, actor }: OpContext, change: OrderChange) {
  return withActor(db, actor.userId, async (tx) => {
    const trailIds = await changeOrder(tx, TRAIL_CONTENTS, change);
    await syncParticipation(tx, { trailIds });
    return repo.trailContents(tx, trailIds);
  });
}

export function linkContents(ctx: OpContext, body: z.output<typeof trilhaConteudoLink>) {
  return changeContents(ctx, { kind: 'link', links: body.objects.map((o) => ({ parent: o.id_trilha, child: o.id_conteudo, prioridade: o.prioridade })) });
}

export function unlinkContent(ctx: OpContext, body: z.output<typeof trilhaConteudoUnlink>) {
  return changeContents(ctx, { kind: 'unlink', parent: body.id_trilha, child: body.id_conteudo });
}

export function reorderContents(ctx: OpContext, body: z.output<typeof trilhaConteudoOrdem>) {
  return changeContents(ctx, { kind: 'reorder', parent: body.id_trilha, children: body.ids });
}
