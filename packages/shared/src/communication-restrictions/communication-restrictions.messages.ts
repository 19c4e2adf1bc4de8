/** Texts of communication-restrictions that the web and the server show. */
export const COMMUNICATION_RESTRICTIONS_MSG = {
  title: 'Communication Restrictions',
} as const;
