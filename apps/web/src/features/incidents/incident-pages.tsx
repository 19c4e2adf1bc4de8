import type { CrudPages } from '../../components/crud/crud-routes';
import { crudPagesOf } from '../../components/crud/crud-pages';
import { INCIDENTS } from './incident-screens';
import { IncidentListPage } from './pages/incident-list-page';

/** The incidents' register and edit from the configuration; the list adds marking one resolved. */
export const INCIDENT_PAGES: CrudPages = { ...crudPagesOf(INCIDENTS), list: IncidentListPage };
