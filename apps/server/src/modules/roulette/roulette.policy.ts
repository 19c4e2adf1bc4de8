import { seesAllCampaigns } from '@intranet/shared/roulette/roulette.rules';
import type { Actor } from '../../platform/auth/access';

/**
 * A campaign belongs to its owner (`id_usuario_intranet`): the owner and the superadmin see and change
 * it (`seesAllCampaigns`, shared with the screens); to anyone else it is not found.
 */
export function canSeeCampaign(actor: Actor, campaign: { id_usuario_intranet: number }): boolean {
  return seesAllCampaigns(actor.roles) || campaign.id_usuario_intranet === actor.userId;
}

/** The owner whose campaigns a list shows: the caller, or null (every owner) for whoever sees all. */
export function campaignOwnerFilter(actor: Actor): number | null {
  return seesAllCampaigns(actor.roles) ? null : actor.userId;
}

/** Who may register a campaign under another owner: whoever sees all, or may list the owners. */
export function mayPickAnyOwner(actor: Actor, listsOwners: boolean): boolean {
  return seesAllCampaigns(actor.roles) || listsOwners;
}
