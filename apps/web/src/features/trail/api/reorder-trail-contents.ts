import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import type { TrilhaConteudoOrdem } from '@intranet/shared/trail/trail.schemas';
import { call } from '../../../lib/api-client';

export function reorderTrailContents(body: TrilhaConteudoOrdem) {
  return call(TRAIL_API.reorderContents, { body });
}
