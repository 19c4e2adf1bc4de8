/** Texts of handbook that the web and the server show. */
export const HANDBOOK_MSG = {
  title: 'Handbook',
} as const;
