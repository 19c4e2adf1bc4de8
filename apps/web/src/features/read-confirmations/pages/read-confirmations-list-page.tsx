import { READ_CONFIRMATIONS_MSG } from '@intranet/shared/read-confirmations/read-confirmations.messages';
import type { ReadConfirmationsItem } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useReadConfirmationsList } from '../api/list-read-confirmations';

const columns: DataTableColumn<ReadConfirmationsItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /read-confirmations/list. */
export function ReadConfirmationsListPage() {
  const list = useReadConfirmationsList();
  return (
    <SectionLayout title={READ_CONFIRMATIONS_MSG.title} back="/">
      <DataTable<ReadConfirmationsItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
