import type { LeadsItem } from '@intranet/shared/leads/leads.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentLeads } from './leads.presenter';
import { leadsRepository } from './leads.repository';

/** The records of the area, as the list answers them. */
export async function listLeads(ctx: OpContext): Promise<LeadsItem[]> {
  return (await leadsRepository.find(ctx.db)).map(presentLeads);
}
