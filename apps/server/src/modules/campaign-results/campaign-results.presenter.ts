import type { CampaignResultsItem } from '@intranet/shared/campaign-results/campaign-results.schemas';
import type { CampaignResultsRow } from './campaign-results.repository';

/** The fields a client sees. */
export function presentCampaignResults(row: CampaignResultsRow): CampaignResultsItem {
  return { id: row.id, nome: row.nome };
}
