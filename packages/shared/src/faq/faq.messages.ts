/** Texts of faq that the web and the server show. */
export const FAQ_MSG = {
  title: 'Faq',
} as const;
