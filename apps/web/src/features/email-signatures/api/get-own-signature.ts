import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import { call } from '../../../lib/api-client';

export function getOwnSignature(signal?: AbortSignal) {
  return call(API.own, {}, { signal });
}

export const ownSignatureQuery = () =>
  queryOptions({ queryKey: ['email-signatures', 'own'], queryFn: ({ signal }) => getOwnSignature(signal) });

/** The signed-in employee's data and their company's template. */
export function useOwnSignature() {
  return useQuery(ownSignatureQuery());
}
