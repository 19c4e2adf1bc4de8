import { LEADS_MSG } from '@intranet/shared/leads/leads.messages';
import type { LeadsItem } from '@intranet/shared/leads/leads.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useLeadsList } from '../api/list-leads';

const columns: DataTableColumn<LeadsItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /leads/list. */
export function LeadsListPage() {
  const list = useLeadsList();
  return (
    <SectionLayout title={LEADS_MSG.title} back="/">
      <DataTable<LeadsItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
