import { endpoint } from '../api/endpoint';
import { communicationDispatchListResponse } from './communication-dispatch.schemas';

/** Every call of the communication-dispatch area. */
export const COMMUNICATION_DISPATCH_API = {
  list: endpoint({ method: 'GET', path: '/v1/communication-dispatch', access: 'delivery.list', response: communicationDispatchListResponse }),
} as const;
