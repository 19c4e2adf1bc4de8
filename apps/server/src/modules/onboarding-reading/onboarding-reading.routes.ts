import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conteudoConcluirBody,
  conteudoInicioBody,
  funcionarioConteudo,
  funcionarioConteudoBody,
  funcionarioConteudoLista,
  funcionarioHome,
  funcionarioTrilhaBody,
  leituraResposta,
  proximaTrilha,
  proximaTrilhaBody,
  proximoConteudo,
  proximoConteudoBody,
} from '@intranet/shared/onboarding/onboarding-reading.schemas';
import { SIGNED_IN } from '../onboarding/onboarding.policy';
import * as service from './onboarding-reading.service';

const tags = ['onboarding-funcionario'];
const config = { access: SIGNED_IN };

/** The employee reading flow (spec §4 and §7): each employee on their own progress. */
export const onboardingReadingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/onboarding/funcionario/home', { config, schema: { tags, response: { 200: funcionarioHome } } }, async (request) =>
    service.home(app.db, request.actor),
  );
  app.post(
    '/v1/onboarding/trilha/conteudos/funcionario',
    { config, schema: { tags, body: funcionarioTrilhaBody, response: { 200: funcionarioConteudoLista } } },
    async (request) => service.trailContents(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/rh/onboarding/funcionario/conteudo',
    { config, schema: { tags, body: funcionarioConteudoBody, response: { 200: funcionarioConteudo } } },
    async (request) => service.readContent(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/onboarding/conteudo/inicio',
    { config, schema: { tags, body: conteudoInicioBody, response: { 200: leituraResposta } } },
    async (request) => service.startContent(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/onboarding/conteudo/concluir',
    { config, schema: { tags, body: conteudoConcluirBody, response: { 200: leituraResposta } } },
    async (request) => service.finishContent(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/onboarding/trilha/conteudos/funcionario/next',
    { config, schema: { tags, body: proximoConteudoBody, response: { 200: proximoConteudo } } },
    async (request) => service.nextContent(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/onboarding/trilha/funcionario/next',
    { config, schema: { tags, body: proximaTrilhaBody, response: { 200: proximaTrilha } } },
    async (request) => service.nextTrail(app.db, request.actor, { body: request.body }),
  );
};
