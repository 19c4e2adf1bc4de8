import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import type { ConteudoConcluirBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { call } from '../../../lib/api-client';

/** Records the end of a reading (data_fim) and marks the content finished. */
export function finishContent(body: ConteudoConcluirBody) {
  return call(READING_API.finish, { body });
}
