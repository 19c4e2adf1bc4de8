import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listLeadImports } from './lead-imports.service';

/** The lead-imports area. */
export const leadImportsRoutes = defineRoutes('lead-imports', (r) => {
  r.on(API.list, async (ctx) => ({ lead_imports: await listLeadImports(ctx) }));
});
