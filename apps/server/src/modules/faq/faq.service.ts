import type { FaqItem } from '@intranet/shared/faq/faq.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentFaq } from './faq.presenter';
import { faqRepository } from './faq.repository';

/** The records of the area, as the list answers them. */
export async function listFaq(ctx: OpContext): Promise<FaqItem[]> {
  return (await faqRepository.find(ctx.db)).map(presentFaq);
}
