import type { z } from 'zod';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/common.schemas';
import type {
  onboardingFiltradoBody,
  onboardingFiltroBody,
  onboardingInput,
  onboardingTrilhaFiltradoBody,
  onboardingTrilhaLink,
  onboardingTrilhaOrdem,
  onboardingTrilhaUnlink,
  onboardingUpdate,
  trilhasDisponiveisBody,
} from '@intranet/shared/onboarding/onboarding.schemas';
import { linkItems, reorderItems, unlinkItem } from '@intranet/shared/onboarding/onboarding.rules';
import { type Db, withActor } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { invalid, notFound } from '../../platform/http/errors';
import { ONBOARDING_TRAILS, currentOrder, saveOrder } from './ordered-links';
import { syncParticipation } from './participation';
import * as repo from './onboarding.repository';

export async function listOnboardings({ db }: OpContext, body: z.output<typeof onboardingFiltroBody>) {
  return repo.listOnboardings(db, { ...body.filtro, titulo: body.filtro.titulo || undefined, offset: body.offset, limit: body.limit });
}

export async function findOnboardings({ db }: OpContext, body: z.output<typeof onboardingFiltradoBody>) {
  const items = await repo.findOnboardings(db, body.filtro);
  const trails = await repo.onboardingTrails(db, items.map((i) => i.id));
  return items.map((item) => ({ ...item, trilhas: trails.filter((t) => t.id_onboarding === item.id) }));
}

/** Department must belong to the provider and the position to the department. */
async function assertPlacement(db: Db, data: { id_empresa: number; id_departamento: number; id_cargo: number }) {
  const found = await repo.placementOf(db, data);
  if (!found.companyExists) throw invalid(ONBOARDING_MSG.invalidData, [{ path: 'id_empresa', message: ONBOARDING_MSG.invalidData }]);
  if (found.departmentCompany !== data.id_empresa) {
    throw invalid(ONBOARDING_MSG.departmentOutsideCompany, [{ path: 'id_departamento', message: ONBOARDING_MSG.departmentOutsideCompany }]);
  }
  if (found.positionDepartment !== data.id_departamento) {
    throw invalid(ONBOARDING_MSG.positionOutsideDepartment, [{ path: 'id_cargo', message: ONBOARDING_MSG.positionOutsideDepartment }]);
  }
}

async function assertTrailsExist(db: Db, ids: readonly number[]) {
  const found = await repo.existingTrails(db, ids);
  if (ids.some((id) => !found.has(id))) throw invalid(ONBOARDING_MSG.unknownTrail);
}

/** Creates the onboarding and its trail links in one transaction; its employees join at once. */
export async function createOnboarding({ db, actor }: OpContext, body: z.output<typeof onboardingInput>) {
  const { trilhas, ...data } = body;
  await assertPlacement(db, data);
  await assertTrailsExist(db, trilhas.map((t) => t.id_trilha));
  const id = await withActor(db, actor.userId, async (tx) => {
    const newId = await repo.insertOnboarding(tx, data, actor.userId);
    if (trilhas.length) await saveOrder(tx, ONBOARDING_TRAILS, newId, linkItems([], trilhas.map((t) => ({ id: t.id_trilha, prioridade: t.prioridade }))));
    await syncParticipation(tx, { onboardingIds: [newId] });
    return newId;
  });
  return { id };
}

export async function updateOnboarding({ db, actor }: OpContext, { id, body }: { id: number; body: z.output<typeof onboardingUpdate> }) {
  const statusOnly = body.titulo === undefined;
  if (!statusOnly) await assertPlacement(db, body as repo.OnboardingData);
  const data: Partial<repo.OnboardingData> = statusOnly
    ? { status: body.status }
    : { titulo: body.titulo, id_empresa: body.id_empresa, id_departamento: body.id_departamento, id_cargo: body.id_cargo, ...(body.status === undefined ? {} : { status: body.status }) };
  await withActor(db, actor.userId, async (tx) => {
    if (!(await repo.updateOnboarding(tx, id, data))) throw notFound();
    if (!statusOnly) await syncParticipation(tx, { onboardingIds: [id] });
  });
  return { id };
}

export async function deleteOnboarding({ db, actor }: OpContext, { id }: { id: number }) {
  const ok = await withActor(db, actor.userId, (tx) => repo.deleteOnboarding(tx, id));
  if (!ok) throw notFound();
  return { id };
}

/** Changes an onboarding's trail list in one transaction, then refreshes its employees' totals. */
async function changeTrails({ db, actor }: OpContext, onboardingId: number, change: (current: number[]) => number[]) {
  return withActor(db, actor.userId, async (tx) => {
    if (!(await repo.lockOnboarding(tx, onboardingId))) throw notFound();
    const next = change(await currentOrder(tx, ONBOARDING_TRAILS, onboardingId));
    await saveOrder(tx, ONBOARDING_TRAILS, onboardingId, next);
    await syncParticipation(tx, { onboardingIds: [onboardingId] });
    return repo.onboardingTrails(tx, [onboardingId]);
  });
}

export async function linkTrails(ctx: OpContext, body: z.output<typeof onboardingTrilhaLink>) {
  await assertTrailsExist(ctx.db, body.objects.map((o) => o.id_trilha));
  const onboardingIds = [...new Set(body.objects.map((o) => o.id_onboarding))];
  let result: Awaited<ReturnType<typeof repo.onboardingTrails>> = [];
  for (const onboardingId of onboardingIds) {
    const additions = body.objects.filter((o) => o.id_onboarding === onboardingId).map((o) => ({ id: o.id_trilha, prioridade: o.prioridade }));
    result = result.concat(await changeTrails(ctx, onboardingId, (current) => linkItems(current, additions)));
  }
  return result;
}

export async function unlinkTrail(ctx: OpContext, body: z.output<typeof onboardingTrilhaUnlink>) {
  return changeTrails(ctx, body.id_onboarding, (current) => {
    if (!current.includes(body.id_trilha)) throw notFound();
    return unlinkItem(current, body.id_trilha);
  });
}

export async function reorderTrails(ctx: OpContext, body: z.output<typeof onboardingTrilhaOrdem>) {
  return changeTrails(ctx, body.id_onboarding, (current) => {
    const next = reorderItems(current, body.ids);
    if (!next) throw invalid(ONBOARDING_MSG.orderMismatch);
    return next;
  });
}

export async function trailsOf({ db }: OpContext, body: z.output<typeof onboardingTrilhaFiltradoBody>) {
  if (!(await repo.onboardingExists(db, body.filtro.id_onboarding))) throw notFound();
  return repo.onboardingTrails(db, [body.filtro.id_onboarding]);
}

export async function availableTrails({ db }: OpContext, body: z.output<typeof trilhasDisponiveisBody>) {
  return repo.availableTrails(db, { id_onboarding: body.filtro.id_onboarding, nome: body.filtro.nome || undefined });
}
