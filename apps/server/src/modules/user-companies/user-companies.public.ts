/** What other areas use of the user's companies: setting a staff person's companies (a partner's). */
export { setUserCompanies } from './user-companies.service';
export { companiesOf } from './user-companies.repository';
