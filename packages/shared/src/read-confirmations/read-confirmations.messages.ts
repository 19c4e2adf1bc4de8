/** Texts of read-confirmations that the web and the server show. */
export const READ_CONFIRMATIONS_MSG = {
  title: 'Read Confirmations',
} as const;
