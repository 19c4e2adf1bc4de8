import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import type { SignatureTemplateBody } from '@intranet/shared/email-signatures/email-signatures.schemas';
import { call } from '../../../lib/api-client';

export function saveSignatureTemplate({ idEmpresa, body }: { idEmpresa: number; body: SignatureTemplateBody }) {
  return call(API.saveTemplate, { params: { id_empresa: idEmpresa }, body }).then((answer) => answer.modelo);
}

/** Saves a company's template; the templates and every signature are read again. */
export function useSaveSignatureTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSignatureTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: ['email-signatures'] }),
  });
}
