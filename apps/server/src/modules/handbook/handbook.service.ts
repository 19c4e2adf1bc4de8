import type { HandbookItem } from '@intranet/shared/handbook/handbook.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentHandbook } from './handbook.presenter';
import { handbookRepository } from './handbook.repository';

/** The records of the area, as the list answers them. */
export async function listHandbook(ctx: OpContext): Promise<HandbookItem[]> {
  return (await handbookRepository.find(ctx.db)).map(presentHandbook);
}
