import type { EmailSignaturesItem } from '@intranet/shared/email-signatures/email-signatures.schemas';
import type { EmailSignaturesRow } from './email-signatures.repository';

/** The fields a client sees. */
export function presentEmailSignatures(row: EmailSignaturesRow): EmailSignaturesItem {
  return { id: row.id, nome: row.nome };
}
