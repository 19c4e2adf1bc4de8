import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import type { SignaturePeopleQuery } from '@intranet/shared/email-signatures/email-signatures.schemas';
import { call } from '../../../lib/api-client';

export function listSignaturePeople(query: SignaturePeopleQuery, signal?: AbortSignal) {
  return call(API.people, { query }, { signal });
}

export const signaturePeopleQuery = (query: SignaturePeopleQuery) =>
  queryOptions({
    queryKey: ['email-signatures', 'people', query],
    queryFn: ({ signal }) => listSignaturePeople(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of active employees, searched on the server. */
export function useSignaturePeople(query: SignaturePeopleQuery, enabled = true) {
  return useQuery({ ...signaturePeopleQuery(query), enabled });
}
