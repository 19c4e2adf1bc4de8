import { endpoint } from '../api/endpoint';
import { faqListResponse } from './faq.schemas';

/** Every call of the faq area. */
export const FAQ_API = {
  list: endpoint({ method: 'GET', path: '/v1/faq', access: 'faq.list', response: faqListResponse }),
} as const;
