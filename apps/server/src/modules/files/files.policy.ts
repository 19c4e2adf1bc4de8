import { type Action, roleCan } from '@intranet/shared/access/permissions';
import { BUCKETS, type Bucket } from '@intranet/shared/files/files.rules';
import type { Actor } from '../../platform/auth/access';
import { forbidden, notFound } from '../../platform/http/errors';

/**
 * Any role the token holds may grant a bucket's action: a stored file's bucket is known only once
 * it is read, so no screen can pick the acting role for it in advance.
 */
const holds = (actor: Actor, action: Action) => actor.roles.some((role) => roleCan(role, action));

export function assertCanUploadTo(actor: Actor, bucket: Bucket): void {
  if (!holds(actor, BUCKETS[bucket].upload)) throw forbidden();
}

export function assertCanReadBucket(actor: Actor, bucket: Bucket): void {
  const rules: { read: Action; othersNotFound?: boolean } = BUCKETS[bucket];
  if (!holds(actor, rules.read)) throw rules.othersNotFound ? notFound() : forbidden();
}
