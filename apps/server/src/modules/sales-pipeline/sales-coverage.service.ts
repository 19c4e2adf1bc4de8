import type { z } from 'zod';
import type {
  CoverageCitiesResponse,
  CoveragePageResponse,
  coveragePageQuery,
} from '@intranet/shared/sales/coverage.schemas';
import { iso } from '../../db/sql';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './sales-coverage.repository';

/** `GET /v1/vendas/cobertura/pagina`: a page of the areas of a provider and city. */
export async function coveragePage(
  ctx: OpContext,
  query: z.output<typeof coveragePageQuery>,
): Promise<CoveragePageResponse> {
  const { rows, total } = await repo.pageAreas(ctx.db, query);
  return {
    total,
    areas: rows.map((row) => ({ ...row, created_at: iso(row.created_at)!, updated_at: iso(row.updated_at)! })),
  };
}

/** `GET /v1/vendas/cobertura/cidades`: the cities a provider covers. */
export async function coverageCities(ctx: OpContext, idEmpresa: number | undefined): Promise<CoverageCitiesResponse> {
  return { cidades: await repo.coveredCities(ctx.db, idEmpresa) };
}
