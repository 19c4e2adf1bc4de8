import type { Restriction } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import type { RestrictionRow } from './communication-restrictions.repository';

/** A restriction as a client sees it: the provider under `empresa`, the instant as ISO text. */
export function presentRestriction({ provedor, created_at, ...row }: RestrictionRow): Restriction {
  return { ...row, created_at: created_at.toISOString(), empresa: { nome: provedor } };
}
