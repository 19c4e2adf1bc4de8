import type { z } from 'zod';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import type {
  onboardingFiltradoBody,
  onboardingFiltroBody,
  onboardingInput,
  onboardingTrilhaFiltradoBody,
  onboardingUpdate,
  trilhasDisponiveisBody,
} from '@intranet/shared/onboarding/onboarding.schemas';
import { type Db, withActor } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { invalid, notFound } from '../../platform/http/errors';
import { changeOrder, orderedLinkOperations } from '../../platform/ordering/ordered-links';
import { ONBOARDING_TRAILS } from './onboarding.links';
import * as repo from './onboarding.repository';

export async function listOnboardings({ db }: OpContext, body: z.output<typeof onboardingFiltroBody>) {
  return repo.listOnboardings(db, {
    ...body.filtro,
    titulo: body.filtro.titulo || undefined,
    offset: body.offset,
    limit: body.limit,
  });
}

export async function findOnboardings({ db }: OpContext, body: z.output<typeof onboardingFiltradoBody>) {
  const items = await repo.findOnboardings(db, body.filtro);
  const trails = await repo.onboardingTrails(
    db,
    items.map((i) => i.id),
  );
  return items.map((item) => ({ ...item, trilhas: trails.filter((t) => t.id_onboarding === item.id) }));
}

/** Department must belong to the provider and the position to the department. */
async function assertPlacement(db: Db, data: { id_empresa: number; id_departamento: number; id_cargo: number }) {
  const found = await repo.placementOf(db, data);
  if (!found.companyExists)
    throw invalid(ONBOARDING_MSG.invalidData, [{ path: 'id_empresa', message: ONBOARDING_MSG.invalidData }]);
  if (found.departmentCompany !== data.id_empresa) {
    throw invalid(ONBOARDING_MSG.departmentOutsideCompany, [
      { path: 'id_departamento', message: ONBOARDING_MSG.departmentOutsideCompany },
    ]);
  }
  if (found.positionDepartment !== data.id_departamento) {
    throw invalid(ONBOARDING_MSG.positionOutsideDepartment, [
      { path: 'id_cargo', message: ONBOARDING_MSG.positionOutsideDepartment },
    ]);
  }
}

/** Creates the onboarding and its trail links in one transaction; its employees join at once. */
export async function createOnboarding({ db, actor }: OpContext, body: z.output<typeof onboardingInput>) {
  const { trilhas, ...data } = body;
  await assertPlacement(db, data);
  const id = await withActor(db, actor.userId, async (tx) => {
    const newId = await repo.insertOnboarding(tx, data, actor.userId);
    const links = trilhas.map((t) => ({ parent: newId, child: t.id_trilha, prioridade: t.prioridade }));
    if (links.length) await changeOrder(tx, ONBOARDING_TRAILS, { kind: 'link', links });
    await repo.syncParticipation(tx, { onboardingIds: [newId] });
    return newId;
  });
  return { id };
}

export async function updateOnboarding(
  { db, actor }: OpContext,
  { id, body }: { id: number; body: z.output<typeof onboardingUpdate> },
) {
  const statusOnly = body.titulo === undefined;
  if (!statusOnly) await assertPlacement(db, body as repo.OnboardingData);
  const data: Partial<repo.OnboardingData> = statusOnly
    ? { status: body.status }
    : {
        titulo: body.titulo,
        id_empresa: body.id_empresa,
        id_departamento: body.id_departamento,
        id_cargo: body.id_cargo,
        ...(body.status === undefined ? {} : { status: body.status }),
      };
  await withActor(db, actor.userId, async (tx) => {
    if (!(await repo.updateOnboarding(tx, id, data))) throw notFound();
    if (!statusOnly) await repo.syncParticipation(tx, { onboardingIds: [id] });
  });
  return { id };
}

export async function deleteOnboarding({ db, actor }: OpContext, { id }: { id: number }) {
  const ok = await withActor(db, actor.userId, (tx) => repo.deleteOnboarding(tx, id));
  if (!ok) throw notFound();
  return { id };
}

/** Trails of onboardings linked, unlinked and reordered: their employees' totals follow, every changed onboarding is answered. */
export const trails = orderedLinkOperations(ONBOARDING_TRAILS, async (tx, onboardingIds) => {
  await repo.syncParticipation(tx, { onboardingIds });
  return repo.onboardingTrails(tx, onboardingIds);
});

export async function trailsOf({ db }: OpContext, body: z.output<typeof onboardingTrilhaFiltradoBody>) {
  if (!(await repo.onboardingExists(db, body.filtro.id_onboarding))) throw notFound();
  return repo.onboardingTrails(db, [body.filtro.id_onboarding]);
}

export async function availableTrails({ db }: OpContext, body: z.output<typeof trilhasDisponiveisBody>) {
  return repo.availableTrails(db, { id_onboarding: body.filtro.id_onboarding, nome: body.filtro.nome || undefined });
}
