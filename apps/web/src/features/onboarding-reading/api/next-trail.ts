import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import type { ProximaTrilhaBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { call } from '../../../lib/api-client';

/** The trail after `prioridade` and its first content; both null when the onboarding is over. */
export function nextTrail(body: ProximaTrilhaBody) {
  return call(READING_API.nextTrail, { body });
}
