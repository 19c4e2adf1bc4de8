import { FAQ_MSG } from '@intranet/shared/faq/faq.messages';
import type { FaqItem } from '@intranet/shared/faq/faq.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useFaqList } from '../api/list-faq';

const columns: DataTableColumn<FaqItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /faq/list. */
export function FaqListPage() {
  const list = useFaqList();
  return (
    <SectionLayout title={FAQ_MSG.title} back="/">
      <DataTable<FaqItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
