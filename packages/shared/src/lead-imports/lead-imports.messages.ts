/** Texts of lead-imports that the web and the server show. */
export const LEAD_IMPORTS_MSG = {
  title: 'Lead Imports',
} as const;
