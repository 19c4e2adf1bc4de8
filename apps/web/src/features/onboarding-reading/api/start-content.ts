import { useMutation } from '@tanstack/react-query';
import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import type { ConteudoInicioBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { call } from '../../../lib/api-client';

/** Records the start of a reading (the server keeps the first start only). */
export function startContent(body: ConteudoInicioBody) {
  return call(READING_API.start, { body });
}

export function useStartContent() {
  return useMutation({ mutationFn: startContent });
}
