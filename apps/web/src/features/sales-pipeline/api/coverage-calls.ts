import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COVERAGE_SETUP_API as API } from '@intranet/shared/sales/coverage.contract';
import { COVERAGE_API } from '@intranet/shared/sales/pipeline.contract';
import type { CoveragePageQuery } from '@intranet/shared/sales/coverage.schemas';
import { deleteRecord, updateRecord } from '../../../components/crud/crud-api';
import { call } from '../../../lib/api-client';

const KEY = ['sales-coverage'] as const;

export function listCoverage(query: CoveragePageQuery, signal?: AbortSignal) {
  return call(API.page, { query }, { signal });
}

/** One page of the areas under the filters, and how many match. */
export function useCoveragePage(query: CoveragePageQuery) {
  return useQuery({
    queryKey: [...KEY, 'page', query],
    queryFn: ({ signal }) => listCoverage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCoveredCities(idEmpresa: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'cities', idEmpresa],
    queryFn: ({ signal }) => call(API.cities, { query: { id_empresa: idEmpresa } }, { signal }),
  });
}

/** Sends the provider's spreadsheet (multipart); answers the import, waiting to be read. */
export function uploadCoverage({ id_empresa, arquivo }: { id_empresa: number; arquivo: File }) {
  const form = new FormData();
  form.append('id_empresa', String(id_empresa));
  form.append('arquivo', arquivo, arquivo.name);
  return call(API.upload, {}, { form });
}

export const readCoverageImport = (id: number) => call(API.read, { params: { id } });
export const coverageImportStatus = (id: number) => call(API.importStatus, { params: { id } });

/** The preview: a page of the lines with a problem. */
export function useCoverageImportProblems(id: number | undefined, page: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...KEY, 'import-lines', id, page],
    queryFn: ({ signal }) =>
      call(API.lines, { params: { id: id ?? 0 }, query: { problemas: 'true', ...page } }, { signal }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['crud', 'vendas_cobertura'] }),
      ]),
  });
}

export const useApplyCoverageImport = () => useInvalidating((id: number) => call(API.apply, { params: { id } }));
export const useDiscardCoverageImport = () => useInvalidating((id: number) => call(API.discard, { params: { id } }));

/** Deletes an area (the kit's call) and reads the page again. */
export const useDeleteCoverage = () => useInvalidating((id: number) => deleteRecord(COVERAGE_API, id));
/** Takes an area in or out of the feasibility check (the kit's edit) and reads the page again. */
export const useToggleCoverage = () =>
  useInvalidating(({ id, ativo }: { id: number; ativo: boolean }) => updateRecord(COVERAGE_API, id, { ativo }));
