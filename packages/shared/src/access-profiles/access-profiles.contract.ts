import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  accessProfileBody,
  accessProfileDeletedResponse,
  accessProfileResponse,
  accessProfilesResponse,
} from './access-profiles.schemas';

const params = z.object({ id: idParam });

/** Access profiles (`/access-profiles`): a change reaches the profile's users at their next sign-in. */
export const ACCESS_PROFILES_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/admin/perfis',
    access: 'access-profile.list',
    response: accessProfilesResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/admin/perfis/:id',
    access: 'access-profile.list',
    params,
    response: accessProfileResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/admin/perfis',
    access: 'access-profile.manage',
    body: accessProfileBody,
    response: accessProfileResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/admin/perfis/:id',
    access: 'access-profile.manage',
    params,
    body: accessProfileBody,
    response: accessProfileResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/admin/perfis/:id',
    access: 'access-profile.manage',
    params,
    response: accessProfileDeletedResponse,
  }),
} as const;
