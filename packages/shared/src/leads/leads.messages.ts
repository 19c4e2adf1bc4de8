/** Texts of leads that the web and the server show. */
export const LEADS_MSG = {
  title: 'Leads',
} as const;
