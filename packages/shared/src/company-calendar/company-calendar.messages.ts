/** Texts of company-calendar that the web and the server show. */
export const COMPANY_CALENDAR_MSG = {
  title: 'Company Calendar',
} as const;
