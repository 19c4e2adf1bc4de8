import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Endpoint, EndpointResponse } from '@intranet/shared/api/endpoint';
import type { SalesReportFilterInput } from '@intranet/shared/sales-reports/sales-reports.schemas';
import { call } from '../../../lib/api-client';

/** A filter without its empty choices. */
export function cleanFilter(filter: SalesReportFilterInput): SalesReportFilterInput {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as SalesReportFilterInput;
}

type Query = Record<string, unknown>;

/** One call of a report, read again when its filter (or page) changes; the previous answer stays on screen meanwhile. */
export function useReport<E extends Endpoint>(endpoint: E, query: Query, params?: Record<string, number>) {
  return useQuery({
    queryKey: ['sales-reports', endpoint.path, params ?? {}, query],
    queryFn: ({ signal }) =>
      call(
        endpoint,
        { query: { ...cleanFilter(query as SalesReportFilterInput), ...pickPaging(query) }, params } as never,
        {
          signal,
        },
      ) as Promise<EndpointResponse<E>>,
    placeholderData: keepPreviousData,
  });
}

function pickPaging(query: Query) {
  const out: Query = {};
  if (query.limit !== undefined) out.limit = query.limit;
  if (query.offset !== undefined) out.offset = query.offset;
  return out;
}

/** Every row of the filter (bounded by the server): what the export writes. */
export function fetchReport<E extends Endpoint>(
  endpoint: E,
  filter: SalesReportFilterInput,
  params?: Record<string, number>,
) {
  return call(endpoint, { query: cleanFilter(filter), params } as never) as Promise<EndpointResponse<E>>;
}
