import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { userDetailsResponse, userListResponse, userNameBody, userNameResponse, userRolesResponse } from './users.schemas';

const userParams = z.object({ id: idParam });

/**
 * HR user records (spec 000 §7). One's own record is open to its owner; someone else's needs the
 * rules of users.policy (`users.view` to read, `users.editAny` to rename).
 */
export const USERS_API = {
  get: endpoint({ method: 'GET', path: '/v1/user/:id', access: 'session.any', params: userParams, response: userDetailsResponse }),
  list: endpoint({ method: 'GET', path: '/v1/user', access: 'users.list', response: userListResponse }),
  roles: endpoint({ method: 'GET', path: '/v1/users/role/:id', access: 'session.any', params: userParams, response: userRolesResponse }),
  updateName: endpoint({ method: 'PUT', path: '/v1/user/:id', access: 'session.any', params: userParams, body: userNameBody, response: userNameResponse }),
} as const;
