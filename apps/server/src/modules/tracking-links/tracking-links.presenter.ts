import type { TrackingLinksItem } from '@intranet/shared/tracking-links/tracking-links.schemas';
import type { TrackingLinksRow } from './tracking-links.repository';

/** The fields a client sees. */
export function presentTrackingLinks(row: TrackingLinksRow): TrackingLinksItem {
  return { id: row.id, nome: row.nome };
}
