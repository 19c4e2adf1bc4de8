import { crudPagesOf } from '../../components/crud/crud-pages';
import { CONTRACTING_COMPANIES } from './contracting-company-screens';

export const CONTRACTING_COMPANY_PAGES = crudPagesOf(CONTRACTING_COMPANIES);
