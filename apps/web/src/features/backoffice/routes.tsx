import type { RouteObject } from 'react-router-dom';
import type { Action } from '@intranet/shared/access/permissions';
import type { ScreenHandle } from '../../lib/screen';
import * as P from './backoffice-paths';

type Loader = () => Promise<Record<string, React.ComponentType>>;
const records = () => import('./pages/record-pages');

function screen(path: string, title: string, can: Action, load: Loader, name: string): RouteObject {
  return {
    path,
    handle: { title, can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await load())[name] }),
  };
}

/** The backoffice's thirteen screens (spec §2.4), each a lazy chunk. */
export const backofficeRoutes: RouteObject[] = [
  screen(P.BO_HOME, 'Backoffice', 'backoffice.list', () => import('./pages/home-page'), 'BackofficeHomePage'),
  screen(P.BO_SALES, 'Vendas', 'backoffice.list', () => import('./pages/sales-pages'), 'SalesListPage'),
  screen(P.BO_ACTIVATIONS, 'Ativações', 'backoffice.list', () => import('./pages/sales-pages'), 'ActivationsListPage'),
  screen(P.BO_QUALIFICATIONS, 'Qualificação', 'backoffice.list', records, 'QualificationListPage'),
  screen(P.BO_QUALIFICATION_NEW, 'Nova qualificação', 'backoffice.create', records, 'QualificationRegisterPage'),
  screen(`${P.BO_QUALIFICATION_EDIT}/:id`, 'Editar qualificação', 'backoffice.list', records, 'QualificationEditPage'),
  screen(P.BO_PROBLEMS, 'Problemas', 'backoffice.list', records, 'ProblemListPage'),
  screen(P.BO_PROBLEM_NEW, 'Novo problema', 'backoffice.create', records, 'ProblemRegisterPage'),
  screen(`${P.BO_PROBLEM_EDIT}/:id`, 'Editar problema', 'backoffice.list', records, 'ProblemEditPage'),
  screen(P.BO_CHARGEBACKS, 'Estornos', 'backoffice.list', records, 'ChargebackListPage'),
  screen(P.BO_CHARGEBACK_NEW, 'Novo estorno', 'backoffice.create', records, 'ChargebackRegisterPage'),
  screen(`${P.BO_CHARGEBACK_EDIT}/:id`, 'Editar estorno', 'backoffice.list', records, 'ChargebackEditPage'),
  screen(
    P.BO_CUSTOMER,
    'Cliente',
    'backoffice.customer',
    () => import('./pages/customer-details-page'),
    'CustomerDetailsPage',
  ),
];
