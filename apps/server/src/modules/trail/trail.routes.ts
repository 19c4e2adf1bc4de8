import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@intranet/shared/validation/fields';
import { idResponse } from '@intranet/shared/onboarding/common.schemas';
import {
  trilhaConteudoLink,
  trilhaConteudoLista,
  trilhaConteudoOrdem,
  trilhaConteudoUnlink,
  trilhaDetalhe,
  trilhaFiltroBody,
  trilhaInput,
  trilhaLista,
  trilhaUpdate,
} from '@intranet/shared/onboarding/trail.schemas';
import { HR_MANAGE, HR_READ, HR_WRITE } from '../onboarding/onboarding.policy';
import * as service from './trail.service';

const tags = ['rh-trilha'];
const params = z.object({ id: idParam });

/** Trails: a name and contents in reading order (prioridade 1..n). */
export const trailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/rh/trilha/filtro',
    { config: { access: HR_READ }, schema: { tags, body: trilhaFiltroBody, response: { 200: trilhaLista } } },
    async (request) => service.listTrails(app.db, request.actor, { body: request.body }),
  );
  app.get(
    '/v1/rh/trilha/:id',
    { config: { access: HR_READ }, schema: { tags, params, response: { 200: trilhaDetalhe } } },
    async (request) => service.getTrail(app.db, request.actor, { id: request.params.id }),
  );
  app.post(
    '/v1/rh/trilha',
    { config: { access: HR_WRITE }, schema: { tags, body: trilhaInput, response: { 200: idResponse } } },
    async (request) => service.createTrail(app.db, request.actor, { body: request.body }),
  );
  app.put(
    '/v1/rh/trilha/:id',
    { config: { access: HR_WRITE }, schema: { tags, params, body: trilhaUpdate, response: { 200: idResponse } } },
    async (request) => service.renameTrail(app.db, request.actor, { id: request.params.id, body: request.body }),
  );
  app.delete(
    '/v1/rh/trilha/:id',
    { config: { access: HR_MANAGE }, schema: { tags, params, response: { 200: idResponse } } },
    async (request) => service.deleteTrail(app.db, request.actor, { id: request.params.id }),
  );
  app.post(
    '/v1/rh/trilha/conteudo',
    { config: { access: HR_WRITE }, schema: { tags, body: trilhaConteudoLink, response: { 200: trilhaConteudoLista } } },
    async (request) => service.linkContents(app.db, request.actor, { body: request.body }),
  );
  app.delete(
    '/v1/rh/trilha/conteudo',
    { config: { access: HR_WRITE }, schema: { tags, body: trilhaConteudoUnlink, response: { 200: trilhaConteudoLista } } },
    async (request) => service.unlinkContent(app.db, request.actor, { body: request.body }),
  );
  app.put(
    '/v1/rh/trilha/conteudo/ordem',
    { config: { access: HR_WRITE }, schema: { tags, body: trilhaConteudoOrdem, response: { 200: trilhaConteudoLista } } },
    async (request) => service.reorderContents(app.db, request.actor, { body: request.body }),
  );
};
