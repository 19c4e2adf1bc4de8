import type { RouteObject } from 'react-router-dom';
import { SALES_LIST_LABELS, SALES_LISTS } from '@intranet/shared/sales/pipeline.rules';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import {
  BLACKLIST_PATH,
  BLOCKLIST_PATH,
  COVERAGE_IMPORT_PATH,
  COVERAGE_PATH,
  EXTERNAL_HOME_PATH,
  EXTERNAL_REGISTER_PATH,
  INTERNAL_HOME_PATH,
  listPath,
  PRICING_PATH,
  SALES_SETTINGS_PATH,
  SELLERS_PATH,
} from './sales-pipeline-paths';

const listPage = async () => ({ Component: (await import('./pages/pipeline-list-page')).PipelineListPage });

/** The lead pipeline's screens, each its own chunk (docs/sales.md). */
export const salesPipelineRoutes: RouteObject[] = [
  {
    path: EXTERNAL_HOME_PATH,
    handle: { title: 'Vendas', can: 'external-lead.mine' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/external-home-page')).ExternalHomePage }),
  },
  {
    path: `${EXTERNAL_REGISTER_PATH}/:cpf?/:cep?`,
    handle: { title: 'Cadastrar lead', can: 'external-lead.register' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/external-register-page')).ExternalRegisterPage }),
  },
  {
    path: INTERNAL_HOME_PATH,
    handle: { title: 'Vendas · Equipe interna', can: 'pipeline.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/internal-home-page')).InternalHomePage }),
  },
  ...SALES_LISTS.map((list) => ({
    path: listPath(list),
    handle: { title: SALES_LIST_LABELS[list], can: 'pipeline.list' } satisfies ScreenHandle,
    lazy: listPage,
  })),
  crudRoutes(
    PRICING_PATH,
    () =>
      import('./pages/pricing-pages').then((m) => ({
        list: m.PlanListPage,
        register: m.PlanRegisterPage,
        edit: m.PlanEditPage,
      })),
    {
      list: { title: 'Planos e preços', can: 'pricing.list' },
      register: { title: 'Novo plano', can: 'pricing.create' },
      edit: { title: 'Editar plano', can: 'pricing.list' },
    },
  ),
  crudRoutes(
    BLOCKLIST_PATH,
    () =>
      import('./pages/blocklist-pages').then((m) => ({
        list: m.BlocklistListPage,
        register: m.BlocklistRegisterPage,
        edit: m.BlocklistEditPage,
      })),
    {
      list: { title: 'Lista de bloqueio', can: 'blocklist.list' },
      register: { title: 'Novo registro de bloqueio', can: 'blocklist.create' },
      edit: { title: 'Editar registro de bloqueio', can: 'blocklist.list' },
    },
  ),
  crudRoutes(
    COVERAGE_PATH,
    () =>
      import('./pages/coverage-pages').then((m) => ({
        list: m.CoverageListPage,
        register: m.CoverageRegisterPage,
        edit: m.CoverageEditPage,
      })),
    {
      list: { title: 'Áreas de cobertura', can: 'coverage.list' },
      register: { title: 'Nova área de cobertura', can: 'coverage.create' },
      edit: { title: 'Editar área de cobertura', can: 'coverage.list' },
    },
  ),
  {
    path: COVERAGE_IMPORT_PATH,
    handle: { title: 'Importar cobertura', can: 'coverage.import' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/coverage-import-page')).CoverageImportPage }),
  },
  {
    path: SALES_SETTINGS_PATH,
    handle: { title: 'Configurações de vendas', can: 'pipeline.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/sales-settings-page')).SalesSettingsPage }),
  },
  {
    path: SELLERS_PATH,
    handle: { title: 'Vendedores', can: 'sellers.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/sellers-page')).SellersPage }),
  },
  // One do-not-sell list behind both addresses (docs/route-map.md).
  crudRoutes(
    BLACKLIST_PATH,
    () =>
      import('./pages/blocklist-pages').then((m) => ({
        list: m.BlacklistListPage,
        register: m.BlacklistRegisterPage,
        edit: m.BlacklistEditPage,
      })),
    {
      list: { title: 'Lista de bloqueio', can: 'blocklist.list' },
      register: { title: 'Novo registro de bloqueio', can: 'blocklist.create' },
      edit: { title: 'Editar registro de bloqueio', can: 'blocklist.list' },
    },
  ),
];
