import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { FAMILY_LIST_PATH, FAMILY_REGISTER_PATH } from './family-paths';

const form = () => import('./pages/family-form-page');

/** Dependents: HR's list of everyone's, an employee's own ("Minha família"), and the form. */
export const familyRoutes: RouteObject[] = [
  {
    path: FAMILY_LIST_PATH,
    handle: { title: 'Família', can: 'family.view' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/family-list-page')).FamilyListPage }),
  },
  {
    path: FAMILY_REGISTER_PATH,
    handle: { title: 'Novo dependente', can: 'family.view' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await form()).FamilyRegisterPage }),
  },
  {
    path: '/family/edit/:id',
    handle: { title: 'Editar dependente', can: 'family.view' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await form()).FamilyEditPage }),
  },
];
