import { CONTACTS_MSG } from '@intranet/shared/contacts/contacts.messages';
import type { ContactsItem } from '@intranet/shared/contacts/contacts.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useContactsList } from '../api/list-contacts';

const columns: DataTableColumn<ContactsItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /contacts/list. */
export function ContactsListPage() {
  const list = useContactsList();
  return (
    <SectionLayout title={CONTACTS_MSG.title} back="/">
      <DataTable<ContactsItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
