import { roleSatisfies } from '@intranet/shared/auth/access-rule';
import { BUCKETS, type Bucket } from '@intranet/shared/files/files.rules';
import type { Actor } from '../../platform/auth/access';
import { forbidden } from '../../platform/http/errors';

/** Whether the caller may store in or read from a bucket: any role the token holds may grant it. */
export function canUseBucket(actor: Actor, bucket: Bucket): boolean {
  const rule = BUCKETS[bucket].access;
  return actor.roles.some((role) => roleSatisfies(role, rule));
}

export function assertCanUseBucket(actor: Actor, bucket: Bucket): void {
  if (!canUseBucket(actor, bucket)) throw forbidden();
}
