export const CONTRACTING_COMPANIES_PATH = '/contracting/companies';
