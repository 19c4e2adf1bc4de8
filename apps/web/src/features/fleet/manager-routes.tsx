import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { DRIVERS_PATH, FINES_PATH, INCIDENTS_PATH, MAINTENANCE_PATH } from './manager-paths';

type Loader = () => Promise<{ Component: ComponentType }>;
const page =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): Loader =>
  async () => ({ Component: pick(await load()) });

/** A fleet record's list, register and edit screens (the edit address given: the driver's names two ids). */
function screens(
  path: string,
  titles: { list: string; register: string; edit: string },
  pages: { list: Loader; register: Loader; edit: Loader },
  editPath = 'edit/:id',
): RouteObject {
  return {
    path,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', handle: { title: titles.list, can: 'fleet.read' } satisfies ScreenHandle, lazy: pages.list },
      {
        path: 'register',
        handle: { title: titles.register, can: 'fleet.write' } satisfies ScreenHandle,
        lazy: pages.register,
      },
      { path: editPath, handle: { title: titles.edit, can: 'fleet.read' } satisfies ScreenHandle, lazy: pages.edit },
    ],
  };
}

const maintenance = () => import('./pages/maintenance-pages');
const drivers = () => import('./pages/driver-pages');
const incidents = () => import('./pages/incident-pages');
const fines = () => import('./pages/fine-pages');

/** The fleet manager's screens (docs/fleet.md): maintenance, drivers, incidents, fines and the fine's term. */
export const fleetManagerRoutes: RouteObject[] = [
  screens(
    MAINTENANCE_PATH,
    { list: 'Manutenções', register: 'Nova manutenção', edit: 'Editar manutenção' },
    {
      list: page(maintenance, (m) => m.MaintenanceListPage),
      register: page(maintenance, (m) => m.MaintenanceRegisterPage),
      edit: page(maintenance, (m) => m.MaintenanceEditPage),
    },
  ),
  screens(
    DRIVERS_PATH,
    { list: 'Motoristas', register: 'Novo motorista', edit: 'Editar motorista' },
    {
      list: page(drivers, (m) => m.DriverListPage),
      register: page(drivers, (m) => m.DriverRegisterPage),
      edit: page(drivers, (m) => m.DriverEditPage),
    },
    'edit/:id/:driverId?',
  ),
  screens(
    INCIDENTS_PATH,
    { list: 'Incidentes', register: 'Novo incidente', edit: 'Editar incidente' },
    {
      list: page(incidents, (m) => m.IncidentListPage),
      register: page(incidents, (m) => m.IncidentRegisterPage),
      edit: page(incidents, (m) => m.IncidentEditPage),
    },
  ),
  screens(
    FINES_PATH,
    { list: 'Multas', register: 'Nova multa', edit: 'Editar multa' },
    {
      list: page(fines, (m) => m.FineListPage),
      register: page(fines, (m) => m.FineRegisterPage),
      edit: page(fines, (m) => m.FineEditPage),
    },
  ),
  {
    path: `${FINES_PATH}/term/:id/:idDriver/:vehiclePlate`,
    handle: { title: 'Termo de responsabilidade', can: 'fleet.write' } satisfies ScreenHandle,
    lazy: page(
      () => import('./pages/fine-term-page'),
      (m) => m.FineTermPage,
    ),
  },
];
