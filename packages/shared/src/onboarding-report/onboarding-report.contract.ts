import { endpoint } from '../api/endpoint';
import { relatorio, relatorioBody, relatorioContador, relatorioContadorBody } from './onboarding-report.schemas';

/** The onboarding report: counts per tab and one page of a tab. */
export const ONBOARDING_REPORT_API = {
  count: endpoint({
    method: 'POST',
    path: '/v1/onboarding/relatorio/contador',
    access: 'onboarding-report.view',
    body: relatorioContadorBody,
    response: relatorioContador,
  }),
  list: endpoint({
    method: 'POST',
    path: '/v1/onboarding/relatorio',
    access: 'onboarding-report.view',
    body: relatorioBody,
    response: relatorio,
  }),
} as const;
