import { editsProfile, seesProfile } from '@intranet/shared/employees/employees.rules';
import type { Actor } from '../../platform/auth/access';
import { forbidden, notFound } from '../../platform/http/errors';

/**
 * A profile is its employee's (`seesProfile` / `editsProfile`, shared with the screens): to anyone
 * else without an HR role it is not found, as if it did not exist.
 */
export function assertSeesProfile(actor: Actor, id: number): void {
  if (!seesProfile(actor, id)) throw notFound();
}

/** An edit: not found to whoever may not see the profile; refused (403) to an HR reader, who sees it. */
export function assertEditsProfile(actor: Actor, id: number): void {
  assertSeesProfile(actor, id);
  if (!editsProfile(actor, id)) throw forbidden();
}
