import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';

const handle = (title: string): ScreenHandle => ({ title, can: 'supplies.list' });

/** Supplies and field teams (docs/supplies.md): every `/supplies/*` and `/squads/*` screen, each its own chunk. */
export const suppliesRoutes: RouteObject[] = [
  crudRoutes('/supplies/products', () => import('./pages/product-pages').then((m) => m.PRODUCT_PAGES), {
    list: { title: 'Produtos', can: 'supplies.list' },
    register: { title: 'Novo produto', can: 'supplies.manage' },
    edit: { title: 'Editar produto', can: 'supplies.list' },
  }),
  {
    path: '/supplies/home',
    handle: handle('Suprimentos'),
    lazy: async () => ({ Component: (await import('./pages/supplies-home-page')).SuppliesHomePage }),
  },
  {
    path: '/supplies/dashboard',
    handle: handle('Painel de suprimentos'),
    lazy: async () => ({ Component: (await import('./pages/supplies-dashboard-page')).SuppliesDashboardPage }),
  },
  {
    path: '/supplies/devolutions',
    handle: handle('Devoluções'),
    lazy: async () => ({ Component: (await import('./pages/returns-page')).DevolutionsPage }),
  },
  {
    path: '/supplies/devolutions/alternative',
    handle: handle('Devoluções — alternativa'),
    lazy: async () => ({ Component: (await import('./pages/returns-page')).DevolutionsAlternativePage }),
  },
  {
    path: '/supplies/returning',
    handle: handle('Recolhimentos'),
    lazy: async () => ({ Component: (await import('./pages/returns-page')).ReturningPage }),
  },
  {
    path: '/supplies/returning/alternative',
    handle: handle('Recolhimentos — alternativa'),
    lazy: async () => ({ Component: (await import('./pages/returns-page')).ReturningAlternativePage }),
  },
  {
    path: '/supplies/removal',
    handle: handle('Retiradas e instalações'),
    lazy: async () => ({ Component: (await import('./pages/moves-page')).RemovalPage }),
  },
  {
    path: '/supplies/maintenance',
    handle: handle('Manutenção'),
    lazy: async () => ({ Component: (await import('./pages/moves-page')).MaintenancePage }),
  },
  {
    path: '/supplies/recycling',
    handle: handle('Reciclagem'),
    lazy: async () => ({ Component: (await import('./pages/moves-page')).RecyclingPage }),
  },
  {
    path: '/supplies/values',
    handle: handle('Valores do estoque'),
    lazy: async () => ({ Component: (await import('./pages/values-page')).SuppliesValuesPage }),
  },
  {
    path: '/squads/list',
    handle: handle('Equipes'),
    lazy: async () => ({ Component: (await import('./pages/squads-page')).SquadsPage }),
  },
  {
    path: '/squads/inventory/:id',
    handle: handle('Inventário da equipe'),
    lazy: async () => ({ Component: (await import('./pages/squad-inventory-page')).SquadInventoryPage }),
  },
  {
    path: '/squads/recycling',
    handle: handle('Reciclagem das equipes'),
    lazy: async () => ({ Component: (await import('./pages/moves-page')).SquadRecyclingPage }),
  },
  {
    path: '/squads/values',
    handle: handle('Valores por equipe'),
    lazy: async () => ({ Component: (await import('./pages/values-page')).SquadValuesPage }),
  },
];
