/** The user's companies (spec §2.4 /companies: list, register). */
export const USER_COMPANIES_LIST_PATH = '/companies/list';
/** `?usuario=<id>` opens one person's companies to change them. */
export const USER_COMPANIES_REGISTER_PATH = '/companies/register';
