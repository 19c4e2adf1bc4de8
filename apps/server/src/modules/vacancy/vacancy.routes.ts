import { VACANCY_API as API } from '@intranet/shared/vacancy/vacancy.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './vacancy.service';

/** Vacancy report (spec §2.7): opening date, vacancy, quantity, city, manager. */
export const vacancyRoutes = defineRoutes('rh-relatorio', (r) => {
  r.on(API.report, (ctx, { body }) => service.vacancyReport(ctx, body));
});
