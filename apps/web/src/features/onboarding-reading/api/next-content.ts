import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import type { ProximoConteudoBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { call } from '../../../lib/api-client';

/** The content after `prioridade` in the same trail, or null at the end of the trail. */
export function nextContent(body: ProximoConteudoBody) {
  return call(READING_API.nextContent, { body });
}
