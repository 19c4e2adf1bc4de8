import { USERS_API as API } from '@intranet/shared/users/users.contract';
import { defineRoutes } from '../../platform/http/routes';
import { getUser, getUserRoles, listUsers, updateUserName } from './users.service';

/** HR user records. Someone else's record: HR readers and up only (users.policy). */
export const usersRoutes = defineRoutes('users', (r) => {
  r.on(API.get, (ctx, { params }) => getUser(ctx, params));
  r.on(API.list, (ctx) => listUsers(ctx));
  r.on(API.roles, (ctx, { params }) => getUserRoles(ctx, params));
  r.on(API.updateName, (ctx, { params, body }) => updateUserName(ctx, { id: params.id, ...body }));
});
