import { useMemo } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { orderByPriority } from '@intranet/shared/ordering/ordered-list';
import type { OnboardingTrilhaItem, TrilhaOpcao } from '@intranet/shared/onboarding/onboarding.schemas';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { idParam } from '@intranet/shared/validation/fields';
import { MSG } from '@intranet/shared/validation/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useOrderedSync } from '../../../components/ordered-selection/use-ordered-sync';
import { useOnboarding } from '../api/get-onboarding';
import { useOnboardingTrails } from '../api/list-onboarding-trails';
import { useAvailableTrails } from '../api/list-available-trails';
import { linkOnboardingTrails } from '../api/link-onboarding-trails';
import { unlinkOnboardingTrail } from '../api/unlink-onboarding-trail';
import { reorderOnboardingTrails } from '../api/reorder-onboarding-trails';
import { TrailOrdering } from '../components/trail-ordering';
import { ONBOARDING_LIST_PATH } from '../onboarding-paths';

const idsOf = (rows: OnboardingTrilhaItem[]) => orderByPriority(rows).map((r) => r.id_trilha);

/** Links, unlinks and orders the trails of an existing onboarding; each change is saved at once. */
export function OnboardingSyncTrailPage() {
  // A path id that is not a positive integer is not found, and nothing is asked of the server.
  const parsed = idParam.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const onboarding = useOnboarding(id);
  const linked = useOnboardingTrails(id);
  const available = useAvailableTrails(id, parsed.success);

  const serverIds = useMemo(() => (linked.data ? idsOf(linked.data) : undefined), [linked.data]);
  // Every trail the lists may show: the linked ones keep their names even when the other list reloads.
  const trails = useMemo<TrilhaOpcao[]>(() => {
    const map = new Map<number, TrilhaOpcao>();
    for (const t of linked.data ?? []) map.set(t.id_trilha, { id: t.id_trilha, nome: t.nome });
    for (const t of available.data ?? []) map.set(t.id, t);
    return [...map.values()];
  }, [linked.data, available.data]);

  const sync = useOrderedSync(
    serverIds,
    {
      link: async (items) =>
        idsOf(
          await linkOnboardingTrails({
            objects: items.map((i) => ({ id_onboarding: id, id_trilha: i.id, prioridade: i.prioridade })),
          }),
        ),
      unlink: async (idTrilha) => idsOf(await unlinkOnboardingTrail({ id_onboarding: id, id_trilha: idTrilha })),
      reorder: async (ids) => idsOf(await reorderOnboardingTrails({ id_onboarding: id, ids })),
    },
    { texts: ONBOARDING_MSG, refresh: ['onboarding'] },
  );

  return (
    <SectionLayout title="Vincular trilhas" back={ONBOARDING_LIST_PATH}>
      {!parsed.success && <Alert type="warning" showIcon title={MSG.notFound} />}
      {onboarding.isError && <Alert type="error" showIcon title={ONBOARDING_MSG.loadFailed} />}
      {onboarding.data && (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {onboarding.data.titulo} · {onboarding.data.empresa.nome} · {onboarding.data.departamento.nome} ·{' '}
          {onboarding.data.cargo.nome}
        </Typography.Title>
      )}
      {linked.isLoading && <Skeleton active />}
      {linked.isSuccess && (
        <TrailOrdering
          trails={trails}
          loading={available.isLoading}
          failed={available.isError || linked.isError}
          value={sync.ids}
          onChange={(ids) => void sync.change(ids)}
          disabled={sync.saving}
        />
      )}
      <ConfirmDialog {...sync.unlinkDialog} />
    </SectionLayout>
  );
}
