import type { ReadConfirmationsItem } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentReadConfirmations } from './read-confirmations.presenter';
import { readConfirmationsRepository } from './read-confirmations.repository';

/** The records of the area, as the list answers them. */
export async function listReadConfirmations(ctx: OpContext): Promise<ReadConfirmationsItem[]> {
  return (await readConfirmationsRepository.find(ctx.db)).map(presentReadConfirmations);
}
