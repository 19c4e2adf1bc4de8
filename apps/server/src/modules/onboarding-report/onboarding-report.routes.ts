import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { relatorio, relatorioBody, relatorioContador, relatorioContadorBody } from '@intranet/shared/onboarding/onboarding-report.schemas';
import { HR_READ } from '../onboarding/onboarding.policy';
import * as service from './onboarding-report.service';

const tags = ['onboarding-relatorio'];

/** Onboarding report: counts per tab and one page of a tab. */
export const onboardingReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/onboarding/relatorio/contador',
    { config: { access: HR_READ }, schema: { tags, body: relatorioContadorBody, response: { 200: relatorioContador } } },
    async (request) => service.countReport(app.db, request.actor, { body: request.body }),
  );
  app.post(
    '/v1/onboarding/relatorio',
    { config: { access: HR_READ }, schema: { tags, body: relatorioBody, response: { 200: relatorio } } },
    async (request) => service.report(app.db, request.actor, { body: request.body }),
  );
};
