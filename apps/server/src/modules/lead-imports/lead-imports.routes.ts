import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { MAX_LEADS_PER_CALL } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { defineRoutes } from '../../platform/http/routes';
import { importCustomers, importProgress } from './lead-imports.reading';
import { LeadImportReadings } from './lead-imports.readings';
import { createImport, createLeads, listImports, listParticipants, updateParticipants } from './lead-imports.service';

/** Room for a whole spreadsheet's line ids in one lead creation (`"1234567",` each). */
const CREATE_LEADS_BODY_LIMIT = MAX_LEADS_PER_CALL * 12 + 1024;

/** Lead imports (marketing spec §7 "Lead imports"): the spreadsheet's upload goes through the files service. */
export const leadImportsRoutes = defineRoutes('lead-imports', (r, app) => {
  const readings = LeadImportReadings.of(app.database);
  r.on(API.list, (ctx, { body }) => listImports(ctx, body));
  r.on(API.create, async (ctx, { body }) => ({ vendas_lead_importacao: await createImport(ctx, body) }));
  r.on(API.importCustomers, async (ctx, { params }) => ({
    importaClientes: await importCustomers({ ...ctx, storage: app.storage, readings }, params.id),
  }));
  r.on(API.progress, async (ctx, { params }) => ({ progresso: await importProgress({ ...ctx, readings }, params.id) }));
  r.on(API.participants, (ctx, { body }) => listParticipants(ctx, body));
  r.on(API.updateParticipants, async (ctx, { body }) => ({
    vendas_lead_participante: await updateParticipants(ctx, body),
  }));
  r.on(API.createLeads, async (ctx, { body }) => ({ criaLeadImportada: await createLeads(ctx, body) }), {
    bodyLimit: CREATE_LEADS_BODY_LIMIT,
  });
});
