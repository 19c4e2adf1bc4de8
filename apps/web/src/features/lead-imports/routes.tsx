import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import {
  LEAD_IMPORTS_EDIT_PATH,
  LEAD_IMPORTS_FILE_PATH,
  LEAD_IMPORTS_LIST_PATH,
  LEAD_IMPORTS_REGISTER_PATH,
} from './lead-imports-paths';

/** Lead imports (marketing spec §2 "Lead imports"), each screen its own chunk; `handle` titles the tab and names who may open it. */
export const leadImportsRoutes: RouteObject[] = [
  {
    path: LEAD_IMPORTS_LIST_PATH,
    handle: { title: 'Importação de Leads', can: 'lead-import.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/lead-imports-list-page')).LeadImportsListPage }),
  },
  {
    path: LEAD_IMPORTS_REGISTER_PATH,
    handle: { title: 'Nova importação de leads', can: 'lead-import.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/lead-import-register-page')).LeadImportRegisterPage }),
  },
  {
    path: LEAD_IMPORTS_FILE_PATH,
    handle: { title: 'Leads do arquivo', can: 'lead-import.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/lead-import-file-page')).LeadImportFilePage }),
  },
  {
    path: LEAD_IMPORTS_EDIT_PATH,
    handle: { title: 'Editar lead', can: 'lead-import.edit' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/participant-edit-page')).ParticipantEditPage }),
  },
];
