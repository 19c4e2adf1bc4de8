import { HR_REPORTS_API as API } from '@intranet/shared/hr-reports/hr-reports.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as reports from './hr-reports.service';

/** The HR reports: a page of each report's rows, every row of its filter (bounded) for the export, and the charts' figures. */
export const hrReportsRoutes = defineRoutes('hr-reports', (r) => {
  const paged = [
    [API.general, API.generalAll, reports.general],
    [API.pyramid, API.pyramidAll, reports.general],
    [API.admissions, API.admissionsAll, reports.admissions],
    [API.birthdays, API.birthdaysAll, reports.birthdays],
    [API.anniversaries, API.anniversariesAll, reports.anniversaries],
    [API.dismissals, API.dismissalsAll, reports.dismissals],
    [API.family, API.familyAll, reports.family],
    [API.cities, API.citiesAll, reports.cities],
    [API.gender, API.genderAll, reports.gender],
  ] as const;
  for (const [pageCall, allCall, read] of paged) {
    r.on(pageCall, (ctx, { query }) =>
      (read as typeof reports.general)(ctx, query, { limit: query.limit, offset: query.offset }),
    );
    r.on(allCall, (ctx, { query }) =>
      reports.allRows((paging) => (read as typeof reports.general)(ctx, query, paging)),
    );
  }
  r.on(API.pyramidBands, (ctx, { query }) => reports.pyramid(ctx, query));
  r.on(API.movement, (ctx, { query }) => reports.movement(ctx, query));
});
