import { COMMUNICATION_SCALE_MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import type { CommunicationScaleItem } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCommunicationScaleList } from '../api/list-communication-scale';

const columns: DataTableColumn<CommunicationScaleItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /communication-scale/list. */
export function CommunicationScaleListPage() {
  const list = useCommunicationScaleList();
  return (
    <SectionLayout title={COMMUNICATION_SCALE_MSG.title} back="/">
      <DataTable<CommunicationScaleItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
