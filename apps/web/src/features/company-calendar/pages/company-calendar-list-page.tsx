import { COMPANY_CALENDAR_MSG } from '@intranet/shared/company-calendar/company-calendar.messages';
import type { CompanyCalendarItem } from '@intranet/shared/company-calendar/company-calendar.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCompanyCalendarList } from '../api/list-company-calendar';

const columns: DataTableColumn<CompanyCalendarItem>[] = [{ key: 'nome', title: 'Nome' }];

/** /company-calendar/list. */
export function CompanyCalendarListPage() {
  const list = useCompanyCalendarList();
  return (
    <SectionLayout title={COMPANY_CALENDAR_MSG.title} back="/">
      <DataTable<CompanyCalendarItem> rowKey="id" columns={columns} data={list.data} loading={list.isPending} />
    </SectionLayout>
  );
}
