import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  editUserBody,
  inviteUserBody,
  userDetailsResponse,
  userListResponse,
  userNameBody,
  userNameResponse,
  userPermissionsResponse,
  userProfilesBody,
  userRolesBody,
  userRolesResponse,
} from './users.schemas';

const userParams = z.object({ id: idParam });

/**
 * HR user records (spec 000 §7). One's own record is open to its owner; someone else's needs the
 * rules of users.policy (`users.view` to read, `users.editAny` to rename).
 * Administration (`/users`, `/settings/permission/edit/:id`): module managers invite and edit people
 * and give the roles of the modules they manage; the superadmin applies access profiles. Enabling,
 * disabling and demanding a password reset are the identity calls of AUTH_API.
 */
export const USERS_API = {
  get: endpoint({
    method: 'GET',
    path: '/v1/user/:id',
    access: 'session.any',
    params: userParams,
    response: userDetailsResponse,
  }),
  list: endpoint({ method: 'GET', path: '/v1/user', access: 'users.list', response: userListResponse }),
  roles: endpoint({
    method: 'GET',
    path: '/v1/users/role/:id',
    access: 'session.any',
    params: userParams,
    response: userRolesResponse,
  }),
  updateName: endpoint({
    method: 'PUT',
    path: '/v1/user/:id',
    access: 'session.any',
    params: userParams,
    body: userNameBody,
    response: userNameResponse,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/v1/admin/usuarios',
    access: 'users.manage',
    query: adminUsersQuery,
    response: adminUsersResponse,
  }),
  adminGet: endpoint({
    method: 'GET',
    path: '/v1/admin/usuarios/:id',
    access: 'users.manage',
    params: userParams,
    response: adminUserResponse,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/v1/admin/usuarios',
    access: 'users.manage',
    body: inviteUserBody,
    response: adminUserResponse,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/v1/admin/usuarios/:id',
    access: 'users.manage',
    params: userParams,
    body: editUserBody,
    response: adminUserResponse,
  }),
  permissions: endpoint({
    method: 'GET',
    path: '/v1/admin/usuarios/:id/permissoes',
    access: 'users.manage',
    params: userParams,
    response: userPermissionsResponse,
  }),
  setRoles: endpoint({
    method: 'PUT',
    path: '/v1/admin/usuarios/:id/permissoes',
    access: 'users.manage',
    params: userParams,
    body: userRolesBody,
    response: userPermissionsResponse,
  }),
  setProfiles: endpoint({
    method: 'PUT',
    path: '/v1/admin/usuarios/:id/perfis',
    access: 'users.access',
    params: userParams,
    body: userProfilesBody,
    response: userPermissionsResponse,
  }),
} as const;
