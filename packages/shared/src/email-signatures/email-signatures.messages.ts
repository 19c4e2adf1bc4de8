/** Texts of email-signatures that the web and the server show. */
export const EMAIL_SIGNATURES_MSG = {
  title: 'Email Signatures',
} as const;
