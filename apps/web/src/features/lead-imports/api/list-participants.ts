import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import type { ParticipantListBody } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { call } from '../../../lib/api-client';
import { LEAD_IMPORTS_KEY } from './list-lead-imports';

/** A page of an import's lines, or one line by id (`POST v1/lead/importacao/clientes/filtro`), with the import. */
export function listParticipants(body: ParticipantListBody, signal?: AbortSignal) {
  return call(API.participants, { body }, { signal });
}

export const participantsQuery = (body: ParticipantListBody) =>
  queryOptions({
    queryKey: [...LEAD_IMPORTS_KEY, 'participants', body],
    queryFn: ({ signal }) => listParticipants(body, signal),
    placeholderData: keepPreviousData,
  });

export function useParticipants(body: ParticipantListBody, enabled = true) {
  return useQuery({ ...participantsQuery(body), enabled });
}
