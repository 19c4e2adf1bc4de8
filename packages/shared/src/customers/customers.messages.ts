/** Texts of customers that the web and the server show. */
export const CUSTOMERS_MSG = {
  title: 'Customers',
} as const;
