import { crudPagesOf } from '../../components/crud/crud-pages';
import { INCIDENTS } from './incident-screens';

export const INCIDENT_PAGES = crudPagesOf(INCIDENTS);
