import { BLOCKLIST_API, COVERAGE_API, PRICING_API } from '@intranet/shared/sales/pipeline.contract';
import { PIPELINE_MSG as MSG } from '@intranet/shared/sales/pipeline.messages';
import type { BlocklistEntry, Coverage, Plan } from '@intranet/shared/sales/pricing.schemas';
import { vendasBloqueio, vendasCobertura, vendasPlano } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';

const stamps = (row: { created_at: Date; updated_at: Date }) => ({
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const presentPlan = (row: typeof vendasPlano.$inferSelect): Plan => ({
  ...row,
  valor_mensal: Number(row.valor_mensal),
  valor_instalacao: Number(row.valor_instalacao),
  ...stamps(row),
});

const presentCoverage = (row: typeof vendasCobertura.$inferSelect): Coverage => ({ ...row, ...stamps(row) });

const presentBlock = (row: typeof vendasBloqueio.$inferSelect): BlocklistEntry => ({ ...row, ...stamps(row) });

/** Plans and prices of /pricing; a plan sold or asked for by a lead is kept (409), to be deactivated. */
export const pricingService = crudService({
  api: PRICING_API,
  table: vendasPlano,
  present: presentPlan,
  messages: { notFound: MSG.planNotFound, inUse: MSG.planInUse },
});

/** Coverage areas: a CEP range, or a neighbourhood (and street) of a city. */
export const coverageService = crudService({
  api: COVERAGE_API,
  table: vendasCobertura,
  present: presentCoverage,
  messages: { notFound: MSG.coverageNotFound, inUse: MSG.coverageInUse },
});

/** The blocklist: each value once (409 'Este valor já está na lista de bloqueio.'). */
export const blocklistService = crudService({
  api: BLOCKLIST_API,
  table: vendasBloqueio,
  present: presentBlock,
  name: { column: 'valor', taken: MSG.blockTaken },
  messages: { notFound: MSG.blockNotFound, inUse: MSG.blockNotFound },
});
