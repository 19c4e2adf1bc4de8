import type { z } from 'zod';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import type { trilhaFiltroBody, trilhaInput } from '@intranet/shared/trail/trail.schemas';
import { withActor } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { conflict, notFound } from '../../platform/http/errors';
import { changeOrder, deleteUnlessLinked, orderedLinkOperations } from '../../platform/ordering/ordered-links';
import { ONBOARDING_TRAILS, syncParticipation } from '../onboarding/onboarding.public';
import { TRAIL_CONTENTS } from './trail.links';
import * as repo from './trail.repository';

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
    const links = (body.conteudos ?? []).map((c) => ({
      parent: trailId,
      child: c.id_conteudo,
      prioridade: c.prioridade,
    }));
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

/** A trail in an onboarding is kept (409, naming the onboardings): its employees would lose earned progress. */
export async function deleteTrail({ db, actor }: OpContext, { id }: { id: number }) {
  await withActor(db, actor.userId, (tx) => deleteUnlessLinked(tx, ONBOARDING_TRAILS, id, TRAIL_MSG.inUse));
  return { id };
}

/** Contents of trails linked, unlinked and reordered: everyone's totals follow, every changed trail is answered. */
export const contents = orderedLinkOperations(TRAIL_CONTENTS, async (tx, trailIds) => {
  await syncParticipation(tx, { trailIds });
  return repo.trailContents(tx, trailIds);
});
