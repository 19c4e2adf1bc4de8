import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import { call } from '../../../lib/api-client';

export function listSignatureTemplates(signal?: AbortSignal) {
  return call(API.templates, {}, { signal }).then((answer) => answer.modelos);
}

export const signatureTemplatesQuery = () =>
  queryOptions({
    queryKey: ['email-signatures', 'templates'],
    queryFn: ({ signal }) => listSignatureTemplates(signal),
  });

/** One template per company (HR). */
export function useSignatureTemplates(enabled = true) {
  return useQuery({ ...signatureTemplatesQuery(), enabled });
}
