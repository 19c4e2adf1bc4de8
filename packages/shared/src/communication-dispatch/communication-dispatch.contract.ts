import { endpoint } from '../api/endpoint';
import {
  campaignParams,
  deliveriesBody,
  deliveriesResponse,
  recipientsBody,
  recipientsResponse,
  ruleParams,
  runShiftBody,
  runShiftResponse,
} from './communication-dispatch.schemas';

/** What the dispatcher would send and has sent. */
export const COMMUNICATION_DISPATCH_API = {
  recipients: endpoint({
    method: 'POST',
    path: '/v1/campanha/regras/:id/destinatarios',
    access: 'delivery.preview',
    params: ruleParams,
    body: recipientsBody,
    response: recipientsResponse,
  }),
  deliveries: endpoint({
    method: 'POST',
    path: '/v1/campanha/agendamento/:id/entregas',
    access: 'delivery.list',
    params: campaignParams,
    body: deliveriesBody,
    response: deliveriesResponse,
  }),
  runShift: endpoint({
    method: 'POST',
    path: '/v1/campanha/turno/executar',
    access: 'delivery.runShift',
    body: runShiftBody,
    response: runShiftResponse,
  }),
} as const;
