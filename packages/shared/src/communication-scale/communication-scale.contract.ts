import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  ruleDeleteResponse,
  ruleGetResponse,
  ruleUpdateBody,
  ruleUpdateResponse,
  rulesCreateBody,
  rulesCreateResponse,
  scaleDetail,
  scaleListResponse,
} from './communication-scale.schemas';
import { SCALE_RECORD } from './scale-record';

const byId = z.object({ id: idParam });

/** Communication campaigns and their rules (marketing spec §7 "Communication campaigns" and "Rules"). */
export const COMMUNICATION_SCALE_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/campanha/agendamento',
    access: 'scale.list',
    response: scaleListResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/campanha/agendamento/:id',
    access: 'scale.list',
    params: byId,
    response: scaleDetail,
  }),
  create: SCALE_RECORD.create,
  update: SCALE_RECORD.update,
  remove: SCALE_RECORD.remove,
  createRules: endpoint({
    method: 'POST',
    path: '/v1/campanha/regras',
    access: 'rule.create',
    body: rulesCreateBody,
    response: rulesCreateResponse,
  }),
  getRule: endpoint({
    method: 'GET',
    path: '/v1/campanha/regras/:id',
    access: 'rule.list',
    params: byId,
    response: ruleGetResponse,
  }),
  updateRule: endpoint({
    method: 'PUT',
    path: '/v1/campanha/regras/:id',
    access: 'rule.edit',
    params: byId,
    body: ruleUpdateBody,
    response: ruleUpdateResponse,
  }),
  removeRule: endpoint({
    method: 'DELETE',
    path: '/v1/campanha/regras/:id',
    access: 'rule.delete',
    params: byId,
    response: ruleDeleteResponse,
  }),
} as const;
