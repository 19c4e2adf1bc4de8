import { crudPagesOf } from '../../components/crud/crud-pages';
import { PROVIDERS } from './provider-screens';

export const PROVIDER_PAGES = crudPagesOf(PROVIDERS);
