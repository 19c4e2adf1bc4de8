/** Texts of communication-scale that the web and the server show. */
export const COMMUNICATION_SCALE_MSG = {
  title: 'Communication Scale',
} as const;
