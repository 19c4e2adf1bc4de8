import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import type { TrilhaConteudoLink } from '@intranet/shared/trail/trail.schemas';
import { call } from '../../../lib/api-client';

export function linkTrailContents(body: TrilhaConteudoLink) {
  return call(TRAIL_API.linkContents, { body });
}
