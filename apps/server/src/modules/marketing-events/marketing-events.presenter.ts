import type { MarketingEventsItem } from '@intranet/shared/marketing-events/marketing-events.schemas';
import type { MarketingEventsRow } from './marketing-events.repository';

/** The fields a client sees. */
export function presentMarketingEvents(row: MarketingEventsRow): MarketingEventsItem {
  return { id: row.id, nome: row.nome };
}
