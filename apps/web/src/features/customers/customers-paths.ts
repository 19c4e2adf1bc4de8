/** Where the customer directory's screens live. */
export const CUSTOMER_IMPORT_PATH = '/marketing/customers/import';
export const MARKETING_HOME_PATH = '/marketing/home';
