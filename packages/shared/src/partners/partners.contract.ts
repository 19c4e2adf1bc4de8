import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { partnerPermissionsBody, partnerProfileResponse } from './partners.schemas';

/** A partner's profile and permissions (`/settings/permission/partner/profile/:id`). */
export const PARTNERS_API = {
  get: endpoint({
    method: 'GET',
    path: '/v1/parceiros/:id',
    access: 'partner.view',
    params: z.object({ id: idParam }),
    response: partnerProfileResponse,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/v1/parceiros/:id',
    access: 'partner.edit',
    params: z.object({ id: idParam }),
    body: partnerPermissionsBody,
    response: partnerProfileResponse,
  }),
} as const;
