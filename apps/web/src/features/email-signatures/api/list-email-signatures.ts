import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import { call } from '../../../lib/api-client';

export function listEmailSignatures(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.email_signatures);
}

export const emailSignaturesListQuery = () =>
  queryOptions({ queryKey: ['email-signatures', 'list'], queryFn: ({ signal }) => listEmailSignatures(signal) });

export function useEmailSignaturesList() {
  return useQuery(emailSignaturesListQuery());
}
