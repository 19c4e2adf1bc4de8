import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  restrictionCreatedResponse,
  restrictionDeletedResponse,
  restrictionInput,
  restrictionListResponse,
  restrictionPatch,
  restrictionUpdatedResponse,
} from './communication-restrictions.schemas';

const byId = z.object({ id: idParam });
const path = '/v1/relacionamento/restricoes';
const item = '/v1/relacionamento/restricoes/:id';

/** Sending restrictions (marketing spec §7 "Restrictions"): answers under `relacionamento_preferencias_cliente`. */
export const COMMUNICATION_RESTRICTIONS_API = {
  list: endpoint({ method: 'GET', path, access: 'restriction.list', response: restrictionListResponse }),
  /** The edit screen's read: a list of one. */
  get: endpoint({
    method: 'GET',
    path: item,
    access: 'restriction.list',
    params: byId,
    response: restrictionListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path,
    access: 'restriction.create',
    body: restrictionInput,
    response: restrictionCreatedResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: item,
    access: 'restriction.edit',
    params: byId,
    body: restrictionPatch,
    response: restrictionUpdatedResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: item,
    access: 'restriction.delete',
    params: byId,
    response: restrictionDeletedResponse,
  }),
} as const;
