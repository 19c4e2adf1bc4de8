import type { MarketingEvent } from '@intranet/shared/marketing-events/marketing-events.schemas';
import type { EventRow } from './marketing-events.repository';

/** An event as a client sees it: its city's name under `cidade_provedor`, the instant as ISO text. */
export function presentEvent(row: EventRow): MarketingEvent {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    evento: row.evento,
    data_inicio: row.data_inicio,
    data_fim: row.data_fim,
    nome_do_local: row.nome_do_local,
    endereco_do_local: row.endereco_do_local,
    cidade: row.cidade,
    cidade_provedor: { nome: row.cidade_nome },
    site_evento: row.site_evento,
    status: row.status,
  };
}
