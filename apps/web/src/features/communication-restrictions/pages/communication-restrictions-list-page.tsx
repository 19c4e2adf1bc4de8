import { COMMUNICATION_RESTRICTIONS_MSG } from '@intranet/shared/communication-restrictions/communication-restrictions.messages';
import type { CommunicationRestrictionsItem } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCommunicationRestrictionsList } from '../api/list-communication-restrictions';

const columns: DataTableColumn<CommunicationRestrictionsItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /communication-restrictions/list. */
export function CommunicationRestrictionsListPage() {
  const list = useCommunicationRestrictionsList();
  return (
    <SectionLayout title={COMMUNICATION_RESTRICTIONS_MSG.title} back="/">
      <DataTable<CommunicationRestrictionsItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
