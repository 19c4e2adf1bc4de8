import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@intranet/shared/validation/fields';
import { userDetailsResponse, userListResponse, userNameBody, userNameResponse, userRolesResponse } from '@intranet/shared/users/users.schemas';
import * as service from './users.service';

const SIGNED_IN = { access: { level: 'user' } } as const;

/** HR user records. Someone else's record: HR readers and up only (users.policy). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user/:id',
    { config: SIGNED_IN, schema: { tags: ['users'], params: z.object({ id: idParam }), response: { 200: userDetailsResponse } } },
    async (request) => service.getUser(request.actor, app.db, { id: request.params.id }),
  );

  app.get(
    '/v1/user',
    { config: SIGNED_IN, schema: { tags: ['users'], response: { 200: userListResponse } } },
    async () => service.listUsers(app.db),
  );

  app.get(
    '/v1/users/role/:id',
    { config: SIGNED_IN, schema: { tags: ['users'], params: z.object({ id: idParam }), response: { 200: userRolesResponse } } },
    async (request) => service.getUserRoles(request.actor, app.db, { id: request.params.id }),
  );

  app.put(
    '/v1/user/:id',
    {
      config: SIGNED_IN,
      schema: { tags: ['users'], params: z.object({ id: idParam }), body: userNameBody, response: { 200: userNameResponse } },
    },
    async (request) => service.updateUserName(request.actor, app.db, { id: request.params.id, ...request.body }),
  );
};
