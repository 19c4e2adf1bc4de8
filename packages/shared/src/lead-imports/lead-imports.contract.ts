import { endpoint } from '../api/endpoint';
import { leadImportsListResponse } from './lead-imports.schemas';

/** Every call of the lead-imports area. */
export const LEAD_IMPORTS_API = {
  list: endpoint({ method: 'GET', path: '/v1/lead-imports', access: 'lead-import.list', response: leadImportsListResponse }),
} as const;
