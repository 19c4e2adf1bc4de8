import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessRule } from '@intranet/shared/auth/access-rule';
import { vagaRelatorio, vagaRelatorioBody } from '@intranet/shared/onboarding/vacancy.schemas';
import * as service from './vacancy.service';

const HR_REPORT = { level: 'read', area: 'people' } as const satisfies AccessRule;

/** Vacancy report (spec §2.7): opening date, vacancy, quantity, city, manager. */
export const vacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/rh/relatorio/vaga/filtro',
    { config: { access: HR_REPORT }, schema: { tags: ['rh-relatorio'], body: vagaRelatorioBody, response: { 200: vagaRelatorio } } },
    async (request) => service.vacancyReport(app.db, request.actor, { body: request.body }),
  );
};
