import type { z } from 'zod';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/common.schemas';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { linkItems, reorderItems, unlinkItem } from '@intranet/shared/onboarding/onboarding.rules';
import type {
  trilhaConteudoLink,
  trilhaConteudoOrdem,
  trilhaConteudoUnlink,
  trilhaFiltroBody,
  trilhaInput,
} from '@intranet/shared/trail/trail.schemas';
import { type Db, withActor } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import { TRAIL_CONTENTS, currentOrder, saveOrder } from '../onboarding/ordered-links';
import { syncParticipation } from '../onboarding/participation';
import * as repo from './trail.repository';

export async function listTrails({ db }: OpContext, body: z.output<typeof trilhaFiltroBody>) {
  return repo.listTrails(db, { nome: body.filtro.nome || undefined, offset: body.offset, limit: body.limit });
}

export async function getTrail({ db }: OpContext, { id }: { id: number }) {
  const found = await repo.findTrail(db, id);
  if (!found) throw notFound();
  return { ...found, conteudos: await repo.trailContents(db, id) };
}

async function assertContentsExist(db: Db, ids: readonly number[]) {
  const found = await repo.existingContents(db, ids);
  if (ids.some((id) => !found.has(id))) throw invalid(ONBOARDING_MSG.unknownContent);
}

export async function createTrail({ db, actor }: OpContext, body: z.output<typeof trilhaInput>) {
  const additions = (body.conteudos ?? []).map((c) => ({ id: c.id_conteudo, prioridade: c.prioridade }));
  await assertContentsExist(db, additions.map((a) => a.id));
  const id = await withActor(db, actor.userId, async (tx) => {
    const trailId = await repo.insertTrail(tx, body.nome, actor.userId);
    if (additions.length) await saveOrder(tx, TRAIL_CONTENTS, trailId, linkItems([], additions));
    return trailId;
  });
  return { id };
}

export async function renameTrail({ db, actor }: OpContext, { id, nome }: { id: number; nome: string }) {
  const ok = await withActor(db, actor.userId, (tx) => repo.renameTrail(tx, id, nome));
  if (!ok) throw notFound();
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

/** Changes a trail's content list inside one transaction, then refreshes everyone's totals. */
async function changeContents({ db, actor }: OpContext, trailId: number, change: (current: number[]) => number[]) {
  return withActor(db, actor.userId, async (tx) => {
    if (!(await repo.lockTrail(tx, trailId))) throw notFound(ONBOARDING_MSG.unknownTrail);
    const next = change(await currentOrder(tx, TRAIL_CONTENTS, trailId));
    await saveOrder(tx, TRAIL_CONTENTS, trailId, next);
    await syncParticipation(tx, { trailIds: [trailId] });
    return repo.trailContents(tx, trailId);
  });
}

export async function linkContents(ctx: OpContext, body: z.output<typeof trilhaConteudoLink>) {
  const trailIds = [...new Set(body.objects.map((o) => o.id_trilha))];
  await assertContentsExist(ctx.db, body.objects.map((o) => o.id_conteudo));
  let result: Awaited<ReturnType<typeof repo.trailContents>> = [];
  for (const trailId of trailIds) {
    const additions = body.objects.filter((o) => o.id_trilha === trailId).map((o) => ({ id: o.id_conteudo, prioridade: o.prioridade }));
    result = await changeContents(ctx, trailId, (current) => linkItems(current, additions));
  }
  return result;
}

export async function unlinkContent(ctx: OpContext, body: z.output<typeof trilhaConteudoUnlink>) {
  return changeContents(ctx, body.id_trilha, (current) => {
    if (!current.includes(body.id_conteudo)) throw notFound();
    return unlinkItem(current, body.id_conteudo);
  });
}

export async function reorderContents(ctx: OpContext, body: z.output<typeof trilhaConteudoOrdem>) {
  return changeContents(ctx, body.id_trilha, (current) => {
    const next = reorderItems(current, body.ids);
    if (!next) throw invalid(ONBOARDING_MSG.orderMismatch);
    return next;
  });
}
