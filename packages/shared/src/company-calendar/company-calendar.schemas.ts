import { z } from 'zod';

/** One company-calendar record as the calls answer it. */
export const companyCalendarItem = z.object({ id: z.number(), nome: z.string() });
export type CompanyCalendarItem = z.infer<typeof companyCalendarItem>;

/** `GET /v1/company-calendar`: the records under the area's key. */
export const companyCalendarListResponse = z.object({ company_calendar: z.array(companyCalendarItem) });
