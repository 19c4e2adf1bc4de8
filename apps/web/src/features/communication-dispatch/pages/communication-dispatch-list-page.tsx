import { COMMUNICATION_DISPATCH_MSG } from '@intranet/shared/communication-dispatch/communication-dispatch.messages';
import type { CommunicationDispatchItem } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCommunicationDispatchList } from '../api/list-communication-dispatch';

const columns: DataTableColumn<CommunicationDispatchItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /communication-dispatch/list. */
export function CommunicationDispatchListPage() {
  const list = useCommunicationDispatchList();
  return (
    <SectionLayout title={COMMUNICATION_DISPATCH_MSG.title} back="/">
      <DataTable<CommunicationDispatchItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
