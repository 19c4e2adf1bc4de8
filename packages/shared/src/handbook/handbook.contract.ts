import { endpoint } from '../api/endpoint';
import { handbookListResponse } from './handbook.schemas';

/** Every call of the handbook area. */
export const HANDBOOK_API = {
  list: endpoint({ method: 'GET', path: '/v1/handbook', access: 'handbook.list', response: handbookListResponse }),
} as const;
