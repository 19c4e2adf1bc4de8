import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import type { CustomersItem } from '@intranet/shared/customers/customers.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCustomersList } from '../api/list-customers';

const columns: DataTableColumn<CustomersItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /customers/list. */
export function CustomersListPage() {
  const list = useCustomersList();
  return (
    <SectionLayout title={CUSTOMERS_MSG.title} back="/">
      <DataTable<CustomersItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
