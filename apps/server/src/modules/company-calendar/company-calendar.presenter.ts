import type { CompanyCalendarItem } from '@intranet/shared/company-calendar/company-calendar.schemas';
import type { CompanyCalendarRow } from './company-calendar.repository';

/** The fields a client sees. */
export function presentCompanyCalendar(row: CompanyCalendarRow): CompanyCalendarItem {
  return { id: row.id, nome: row.nome };
}
