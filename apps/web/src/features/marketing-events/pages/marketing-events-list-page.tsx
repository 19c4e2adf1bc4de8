import { MARKETING_EVENTS_MSG } from '@intranet/shared/marketing-events/marketing-events.messages';
import type { MarketingEventsItem } from '@intranet/shared/marketing-events/marketing-events.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useMarketingEventsList } from '../api/list-marketing-events';

const columns: DataTableColumn<MarketingEventsItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /marketing-events/list. */
export function MarketingEventsListPage() {
  const list = useMarketingEventsList();
  return (
    <SectionLayout title={MARKETING_EVENTS_MSG.title} back="/">
      <DataTable<MarketingEventsItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
