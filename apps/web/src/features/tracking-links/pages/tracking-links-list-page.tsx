import { TRACKING_LINKS_MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import type { TrackingLinksItem } from '@intranet/shared/tracking-links/tracking-links.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useTrackingLinksList } from '../api/list-tracking-links';

const columns: DataTableColumn<TrackingLinksItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /tracking-links/list. */
export function TrackingLinksListPage() {
  const list = useTrackingLinksList();
  return (
    <SectionLayout title={TRACKING_LINKS_MSG.title} back="/">
      <DataTable<TrackingLinksItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
