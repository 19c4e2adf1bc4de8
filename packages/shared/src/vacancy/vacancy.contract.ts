import { endpoint } from '../api/endpoint';
import { vagaRelatorio, vagaRelatorioBody } from './vacancy.schemas';

/** The vacancy report (spec §2.7): opening date, vacancy, quantity, city, manager. */
export const VACANCY_API = {
  report: endpoint({
    method: 'POST',
    path: '/v1/rh/relatorio/vaga/filtro',
    access: 'vacancy.report',
    body: vagaRelatorioBody,
    response: vagaRelatorio,
  }),
} as const;
