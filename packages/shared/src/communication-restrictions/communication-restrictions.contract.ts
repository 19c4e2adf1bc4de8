import { endpoint } from '../api/endpoint';
import { communicationRestrictionsListResponse } from './communication-restrictions.schemas';

/** Every call of the communication-restrictions area. */
export const COMMUNICATION_RESTRICTIONS_API = {
  list: endpoint({ method: 'GET', path: '/v1/communication-restrictions', access: 'restriction.list', response: communicationRestrictionsListResponse }),
} as const;
