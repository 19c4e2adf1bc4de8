import type { LeadImportsItem } from '@intranet/shared/lead-imports/lead-imports.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentLeadImports } from './lead-imports.presenter';
import { leadImportsRepository } from './lead-imports.repository';

/** The records of the area, as the list answers them. */
export async function listLeadImports(ctx: OpContext): Promise<LeadImportsItem[]> {
  return (await leadImportsRepository.find(ctx.db)).map(presentLeadImports);
}
