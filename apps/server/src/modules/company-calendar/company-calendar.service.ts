import type { CompanyCalendarItem } from '@intranet/shared/company-calendar/company-calendar.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentCompanyCalendar } from './company-calendar.presenter';
import { companyCalendarRepository } from './company-calendar.repository';

/** The records of the area, as the list answers them. */
export async function listCompanyCalendar(ctx: OpContext): Promise<CompanyCalendarItem[]> {
  return (await companyCalendarRepository.find(ctx.db)).map(presentCompanyCalendar);
}
