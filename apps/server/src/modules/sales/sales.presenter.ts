import type { Campaign } from '@intranet/shared/sales/campaign.schemas';
import type { Channel } from '@intranet/shared/sales/channel.schemas';
import type { vendasCampanha, vendasCanal } from '../../db/schema';

/** A catalogue row as a client sees it: timestamps as ISO strings (the answer's schema keeps only its fields). */
function present<R extends { created_at: Date; updated_at: Date }>(row: R) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export const presentCampaign = (row: typeof vendasCampanha.$inferSelect): Campaign => present(row);
export const presentChannel = (row: typeof vendasCanal.$inferSelect): Channel => present(row);
