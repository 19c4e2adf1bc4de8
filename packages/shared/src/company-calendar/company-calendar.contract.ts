import { endpoint } from '../api/endpoint';
import { companyCalendarListResponse } from './company-calendar.schemas';

/** Every call of the company-calendar area. */
export const COMPANY_CALENDAR_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/company-calendar',
    access: 'company-calendar.list',
    response: companyCalendarListResponse,
  }),
} as const;
