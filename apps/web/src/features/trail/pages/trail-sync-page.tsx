import { useMemo } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { orderByPriority } from '@intranet/shared/ordering/ordered-list';
import type { TrilhaConteudoItem } from '@intranet/shared/trail/trail.schemas';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { idParam } from '@intranet/shared/validation/fields';
import { MSG } from '@intranet/shared/validation/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useOrderedSync } from '../../../components/ordered-selection/use-ordered-sync';
import { useTrail } from '../api/get-trail';
import { linkTrailContents } from '../api/link-trail-contents';
import { unlinkTrailContent } from '../api/unlink-trail-content';
import { reorderTrailContents } from '../api/reorder-trail-contents';
import { ContentOrdering } from '../components/content-ordering';
import { TRAIL_LIST_PATH } from '../trail-paths';

const idsOf = (rows: TrilhaConteudoItem[]) => orderByPriority(rows).map((r) => r.id_conteudo);

/** Links, unlinks and orders the contents of a trail; every change is saved at once. */
export function TrailSyncPage() {
  // A path id that is not a positive integer is not found, and nothing is asked of the server.
  const parsed = idParam.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const query = useTrail(id);
  const serverIds = useMemo(() => (query.data ? idsOf(query.data.conteudos) : undefined), [query.data]);
  const sync = useOrderedSync(
    serverIds,
    {
      link: async (items) =>
        idsOf(
          await linkTrailContents({
            objects: items.map((i) => ({ id_trilha: id, id_conteudo: i.id, prioridade: i.prioridade })),
          }),
        ),
      unlink: async (idConteudo) => idsOf(await unlinkTrailContent({ id_trilha: id, id_conteudo: idConteudo })),
      reorder: async (ids) => idsOf(await reorderTrailContents({ id_trilha: id, ids })),
    },
    { texts: TRAIL_MSG, refresh: ['trail'] },
  );
  return (
    <SectionLayout title="Conteúdos da trilha" back={TRAIL_LIST_PATH}>
      {!parsed.success && <Alert type="warning" showIcon title={MSG.notFound} />}
      {query.isLoading && <Skeleton active />}
      {query.isError && <Alert type="error" showIcon title={TRAIL_MSG.loadFailed} />}
      {query.data && (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {query.data.nome}
          </Typography.Title>
          <ContentOrdering value={sync.ids} onChange={(ids) => void sync.change(ids)} disabled={sync.saving} />
        </>
      )}
      <ConfirmDialog {...sync.unlinkDialog} />
    </SectionLayout>
  );
}
