import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_API as API } from '@intranet/shared/resources/resources.contract';
import { call } from '../../../lib/api-client';

/** The active resources, for the calendar's picker. */
export const activeResourcesQuery = () =>
  queryOptions({
    queryKey: ['resources', 'active'],
    queryFn: ({ signal }) => call(API.list, { body: { filtro: { ativo: true } } }, { signal }),
    select: (data) => [...data.rh_recurso].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
  });

export function useActiveResources() {
  return useQuery(activeResourcesQuery());
}
