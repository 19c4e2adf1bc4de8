import type { EmailSignaturesItem } from '@intranet/shared/email-signatures/email-signatures.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentEmailSignatures } from './email-signatures.presenter';
import { emailSignaturesRepository } from './email-signatures.repository';

/** The records of the area, as the list answers them. */
export async function listEmailSignatures(ctx: OpContext): Promise<EmailSignaturesItem[]> {
  return (await emailSignaturesRepository.find(ctx.db)).map(presentEmailSignatures);
}
