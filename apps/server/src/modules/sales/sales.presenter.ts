import type { Campaign } from '@intranet/shared/sales/campaign.schemas';
import type { Channel } from '@intranet/shared/sales/channel.schemas';
import type { vendasCampanha, vendasCanal } from '../../db/schema';

type CampaignRow = typeof vendasCampanha.$inferSelect;
type ChannelRow = typeof vendasCanal.$inferSelect;

/** The fields a client sees, timestamps as ISO strings. */
export function presentCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    nome: row.nome,
    bitcom: row.bitcom,
    razao: row.razao,
    vetorial: row.vetorial,
    api: row.api,
    ativo: row.ativo,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    nome: row.nome,
    bitcom: row.bitcom,
    razao: row.razao,
    vetorial: row.vetorial,
    public: row.public,
    ativo: row.ativo,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
