/** Texts of marketing-events that the web and the server show. */
export const MARKETING_EVENTS_MSG = {
  title: 'Marketing Events',
} as const;
