import type { AccessRule } from '@intranet/shared/auth/access-rule';
import { SUPERADMIN, canManage, effectiveRole, roleLevel, roleModule } from '@intranet/shared/auth/roles';
import type { Actor } from '../../platform/auth/access';

const MODULES = ['rh', 'onboarding'] as const;

/** Access rules of the HR onboarding area (spec §6): managers and requesters write, superadmin deletes onboardings. */
export const HR_READ = { level: 'read', modules: MODULES } as const satisfies AccessRule;
export const HR_WRITE = { level: 'write', modules: MODULES } as const satisfies AccessRule;
export const HR_MANAGE = { level: 'manage', modules: MODULES } as const satisfies AccessRule;
export const HR_SUPERADMIN = { level: 'superadmin', modules: MODULES } as const satisfies AccessRule;
/** The reading flow: any signed-in user, each on their own progress. */
export const SIGNED_IN = { level: 'user' } as const satisfies AccessRule;

/** rh/onboarding managers (and the superadmin) see and act on everyone's onboarding progress. */
export function isOnboardingManager(actor: Actor): boolean {
  return MODULES.some((m) => canManage(effectiveRole(actor.roles, m), m));
}

/**
 * Whether the report must be held to the actor's own department: any acting role below manager
 * (onboarding or rh requester, reader).
 */
export function reportLimitedToOwnDepartment(actor: Actor): boolean {
  const module = roleModule(actor.role);
  if (actor.role === SUPERADMIN) return false;
  if (module && (MODULES as readonly string[]).includes(module)) {
    const level = roleLevel(actor.role);
    return level !== 'gestor';
  }
  return !isOnboardingManager(actor);
}
