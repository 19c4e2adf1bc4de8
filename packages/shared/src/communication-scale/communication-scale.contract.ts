import { endpoint } from '../api/endpoint';
import { communicationScaleListResponse } from './communication-scale.schemas';

/** Every call of the communication-scale area. */
export const COMMUNICATION_SCALE_API = {
  list: endpoint({ method: 'GET', path: '/v1/communication-scale', access: 'scale.list', response: communicationScaleListResponse }),
} as const;
