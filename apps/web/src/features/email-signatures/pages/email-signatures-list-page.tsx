import { EMAIL_SIGNATURES_MSG } from '@intranet/shared/email-signatures/email-signatures.messages';
import type { EmailSignaturesItem } from '@intranet/shared/email-signatures/email-signatures.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useEmailSignaturesList } from '../api/list-email-signatures';

const columns: DataTableColumn<EmailSignaturesItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /email-signatures/list. */
export function EmailSignaturesListPage() {
  const list = useEmailSignaturesList();
  return (
    <SectionLayout title={EMAIL_SIGNATURES_MSG.title} back="/">
      <DataTable<EmailSignaturesItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
