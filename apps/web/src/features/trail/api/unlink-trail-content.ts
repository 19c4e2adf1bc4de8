import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import type { TrilhaConteudoUnlink } from '@intranet/shared/trail/trail.schemas';
import { call } from '../../../lib/api-client';

export function unlinkTrailContent(body: TrilhaConteudoUnlink) {
  return call(TRAIL_API.unlinkContent, { body });
}
