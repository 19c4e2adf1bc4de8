import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { REPORT_PATH, RESULTS_PATH, type ResultsSection } from './results-paths';

type SectionPage = { Component: ComponentType<{ section?: ResultsSection }> };

const list = async (): Promise<SectionPage> => ({
  Component: (await import('./pages/results-list-page')).ResultsListPage,
});
const register = async (): Promise<SectionPage> => ({
  Component: (await import('./pages/result-register-page')).ResultRegisterPage,
});
const edit = async (): Promise<SectionPage> => ({
  Component: (await import('./pages/result-edit-page')).ResultEditPage,
});

/** The same screen as a child of the report: its back, links and edit address stay in the report. */
function inReport(load: () => Promise<SectionPage>) {
  return async () => {
    const { Component } = await load();
    return { Component: () => <Component section="report" /> };
  };
}

/**
 * Campaign results (marketing spec §2): the entry reached from a campaign row, and the results report,
 * a layout whose children are the report and the same list, register and edit screens.
 */
export const campaignResultsRoutes: RouteObject[] = [
  {
    path: `${RESULTS_PATH}/list`,
    handle: { title: 'Resultados da campanha', can: 'campaign-result.list' } satisfies ScreenHandle,
    lazy: list,
  },
  {
    path: `${RESULTS_PATH}/register`,
    handle: { title: 'Novo resultado', can: 'campaign-result.create' } satisfies ScreenHandle,
    lazy: register,
  },
  {
    path: `${RESULTS_PATH}/edit/:id`,
    handle: { title: 'Editar resultado', can: 'campaign-result.edit' } satisfies ScreenHandle,
    lazy: edit,
  },
  {
    path: REPORT_PATH,
    children: [
      { index: true, element: <Navigate to="report" replace /> },
      {
        path: 'report',
        handle: { title: 'Resultados de Campanhas', can: 'results-report.view' } satisfies ScreenHandle,
        lazy: async () => ({ Component: (await import('./pages/results-report-page')).ResultsReportPage }),
      },
      {
        path: 'list',
        handle: { title: 'Resultados da campanha', can: 'campaign-result.list' } satisfies ScreenHandle,
        lazy: inReport(list),
      },
      {
        path: 'register',
        handle: { title: 'Novo resultado', can: 'campaign-result.create' } satisfies ScreenHandle,
        lazy: inReport(register),
      },
      {
        path: 'edit',
        handle: { title: 'Editar resultado', can: 'campaign-result.edit' } satisfies ScreenHandle,
        lazy: inReport(edit),
      },
    ],
  },
];
