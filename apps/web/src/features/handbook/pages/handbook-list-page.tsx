import { HANDBOOK_MSG } from '@intranet/shared/handbook/handbook.messages';
import type { HandbookItem } from '@intranet/shared/handbook/handbook.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useHandbookList } from '../api/list-handbook';

const columns: DataTableColumn<HandbookItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /handbook/list. */
export function HandbookListPage() {
  const list = useHandbookList();
  return (
    <SectionLayout title={HANDBOOK_MSG.title} back="/">
      <DataTable<HandbookItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
