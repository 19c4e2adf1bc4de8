import { LEAD_IMPORTS_MSG } from '@intranet/shared/lead-imports/lead-imports.messages';
import type { LeadImportsItem } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useLeadImportsList } from '../api/list-lead-imports';

const columns: DataTableColumn<LeadImportsItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /lead-imports/list. */
export function LeadImportsListPage() {
  const list = useLeadImportsList();
  return (
    <SectionLayout title={LEAD_IMPORTS_MSG.title} back="/">
      <DataTable<LeadImportsItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
