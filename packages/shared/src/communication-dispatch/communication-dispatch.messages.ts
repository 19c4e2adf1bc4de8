/** Texts of communication-dispatch that the web and the server show. */
export const COMMUNICATION_DISPATCH_MSG = {
  title: 'Communication Dispatch',
} as const;
