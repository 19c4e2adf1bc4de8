import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@intranet/shared/validation/fields';
import { idResponse } from '@intranet/shared/onboarding/common.schemas';
import { conteudo, conteudoFiltroBody, conteudoInput, conteudoLista } from '@intranet/shared/onboarding/content.schemas';
import { HR_MANAGE, HR_READ, HR_WRITE } from '../onboarding/onboarding.policy';
import * as service from './content.service';

const tags = ['rh-conteudo'];
const params = z.object({ id: idParam });

/** HR contents read by employees in onboarding trails. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/rh/conteudo/filtro',
    { config: { access: HR_READ }, schema: { tags, body: conteudoFiltroBody, response: { 200: conteudoLista } } },
    async (request) => service.listContents(app.db, request.actor, { body: request.body }),
  );
  app.get(
    '/v1/rh/conteudo/:id',
    { config: { access: HR_READ }, schema: { tags, params, response: { 200: conteudo } } },
    async (request) => service.getContent(app.db, request.actor, { id: request.params.id }),
  );
  app.post(
    '/v1/rh/conteudo',
    { config: { access: HR_WRITE }, schema: { tags, body: conteudoInput, response: { 200: idResponse } } },
    async (request) => service.createContent(app.db, request.actor, { body: request.body }),
  );
  app.put(
    '/v1/rh/conteudo/:id',
    { config: { access: HR_WRITE }, schema: { tags, params, body: conteudoInput, response: { 200: idResponse } } },
    async (request) => service.updateContent(app.db, request.actor, { id: request.params.id, body: request.body }),
  );
  app.delete(
    '/v1/rh/conteudo/:id',
    { config: { access: HR_MANAGE }, schema: { tags, params, response: { 200: idResponse } } },
    async (request) => service.deleteContent(app.db, request.actor, { id: request.params.id }),
  );
};
