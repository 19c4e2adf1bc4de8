import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { ROULETTE_BASE } from './roulette-paths';

/** Roulette campaigns (spec roulette §2.1), each screen its own chunk. */
export const rouletteRoutes: RouteObject[] = [
  {
    path: `${ROULETTE_BASE}/list`,
    handle: { title: 'Roletas', can: 'roulette.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/roulette-list-page')).RouletteListPage }),
  },
  {
    path: `${ROULETTE_BASE}/register`,
    handle: { title: 'Nova roleta', can: 'roulette.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/roulette-form-page')).RouletteRegisterPage }),
  },
  {
    path: `${ROULETTE_BASE}/edit/:id/:idOwner`,
    handle: { title: 'Editar roleta', can: 'roulette.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/roulette-form-page')).RouletteEditPage }),
  },
  {
    path: `${ROULETTE_BASE}/raffle/:id`,
    handle: { title: 'Sorteio', can: 'raffle.draw' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/raffle-page')).RafflePage }),
  },
  {
    path: `${ROULETTE_BASE}/reports/:id`,
    handle: { title: 'Relatório', can: 'roulette.report' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/report-page')).ReportPage }),
  },
];
