import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import type { LeadImportListBody } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { call } from '../../../lib/api-client';

export const LEAD_IMPORTS_KEY = ['lead-imports'] as const;

/** A page of the imports, newest first (`POST v1/lead/importacao/cliente/filtro`). */
export function listLeadImports(body: LeadImportListBody, signal?: AbortSignal) {
  return call(API.list, { body }, { signal });
}

export const leadImportsQuery = (body: LeadImportListBody) =>
  queryOptions({
    queryKey: [...LEAD_IMPORTS_KEY, 'list', body],
    queryFn: ({ signal }) => listLeadImports(body, signal),
    placeholderData: keepPreviousData,
  });

export function useLeadImports(body: LeadImportListBody) {
  return useQuery(leadImportsQuery(body));
}
