import { USERS_API as API } from '@intranet/shared/users/users.contract';
import { defineRoutes } from '../../platform/http/routes';
import { getUser, getUserRoles, listUsers, updateUserName } from './users.service';
import {
  editUser,
  getAdminUser,
  getPermissions,
  inviteUser,
  listAdminUsers,
  setProfiles,
  setRoles,
} from './users-admin.service';

/** HR user records. Someone else's record: HR readers and up only (users.policy). Administration: users-admin.service. */
export const usersRoutes = defineRoutes('users', (r, app) => {
  r.on(API.get, (ctx, { params }) => getUser(ctx, params));
  r.on(API.list, (ctx) => listUsers(ctx));
  r.on(API.roles, (ctx, { params }) => getUserRoles(ctx, params));
  r.on(API.updateName, (ctx, { params, body }) => updateUserName(ctx, { id: params.id, ...body }));
  r.on(API.adminList, (ctx, { query }) => listAdminUsers(ctx, query));
  r.on(API.adminGet, (ctx, { params }) => getAdminUser(ctx, params));
  r.on(API.invite, (ctx, { body }) =>
    inviteUser({ ...ctx, sender: app.sender, publicUrl: app.config.publicUrl }, body),
  );
  r.on(API.edit, (ctx, { params, body }) => editUser(ctx, { id: params.id, ...body }));
  r.on(API.permissions, (ctx, { params }) => getPermissions(ctx, params));
  r.on(API.setRoles, (ctx, { params, body }) => setRoles(ctx, { id: params.id, ...body }));
  r.on(API.setProfiles, (ctx, { params, body }) => setProfiles(ctx, { id: params.id, ...body }));
});
