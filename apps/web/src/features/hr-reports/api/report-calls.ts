import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoint, EndpointResponse } from '@intranet/shared/api/endpoint';
import type { HrReportFilterInput } from '@intranet/shared/hr-reports/hr-reports.schemas';
import { call } from '../../../lib/api-client';

/** A filter without its empty choices (an unset select sends nothing). */
export function cleanFilter(filter: HrReportFilterInput): HrReportFilterInput {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as HrReportFilterInput;
}

type Paged = Endpoint & { path: `/v1/rh/relatorios/${string}` };

/** A page of a report's rows. */
export const reportPageQuery = <E extends Paged>(
  endpoint: E,
  filter: HrReportFilterInput,
  offset: number,
  limit: number,
) =>
  queryOptions({
    queryKey: ['hr-reports', endpoint.path, cleanFilter(filter), offset, limit],
    queryFn: ({ signal }) =>
      call(endpoint, { query: { ...cleanFilter(filter), offset, limit } } as never, { signal }) as Promise<
        EndpointResponse<E>
      >,
    placeholderData: keepPreviousData,
  });

export function useReportPage<E extends Paged>(
  endpoint: E,
  filter: HrReportFilterInput,
  offset: number,
  limit: number,
) {
  return useQuery(reportPageQuery(endpoint, filter, offset, limit));
}

/** Every row of the filter (bounded by the server): what the export writes, and charts of every row read. */
export function fetchAll<E extends Paged>(endpoint: E, filter: HrReportFilterInput, signal?: AbortSignal) {
  return call(endpoint, { query: cleanFilter(filter) } as never, { signal }) as Promise<EndpointResponse<E>>;
}

/** Figures of a chart (or every row, for a chart of them), read with the filter. */
export function useReportFigures<E extends Paged>(endpoint: E, filter: HrReportFilterInput) {
  return useQuery({
    queryKey: ['hr-reports', endpoint.path, cleanFilter(filter)],
    queryFn: ({ signal }) => fetchAll(endpoint, filter, signal),
    placeholderData: keepPreviousData,
  });
}
