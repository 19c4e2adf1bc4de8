import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import { CONTRACTING_COMPANIES_PATH } from './contracting-company-paths';

/** Contracting companies. */
export const contractingCompaniesRoutes: RouteObject[] = [
  crudRoutes(
    CONTRACTING_COMPANIES_PATH,
    () => import('./contracting-company-pages').then((m) => m.CONTRACTING_COMPANY_PAGES),
    {
      list: { title: 'Empresas contratantes', can: 'contracting-company.list' },
      register: { title: 'Nova empresa contratante', can: 'contracting-company.create' },
      edit: { title: 'Editar empresa contratante', can: 'contracting-company.list' },
    },
  ),
];
