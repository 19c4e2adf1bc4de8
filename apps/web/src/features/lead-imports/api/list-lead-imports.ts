import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { call } from '../../../lib/api-client';

export function listLeadImports(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.lead_imports);
}

export const leadImportsListQuery = () => queryOptions({ queryKey: ['lead-imports', 'list'], queryFn: ({ signal }) => listLeadImports(signal) });

export function useLeadImportsList() {
  return useQuery(leadImportsListQuery());
}
