import { canManage, canWrite, isSuperadmin } from '@intranet/shared/auth/roles';

export type OnboardingRowAction = 'link' | 'view' | 'edit' | 'toggle' | 'delete';

/**
 * Row actions by role (spec §6): managers link and view trails, edit and activate/deactivate;
 * only the superadmin deletes; requesters link and view trails, readers only view them.
 */
export function onboardingRowActions(role: string): OnboardingRowAction[] {
  const actions: OnboardingRowAction[] = canWrite(role) ? ['link', 'view'] : ['view'];
  if (canManage(role)) actions.push('edit', 'toggle');
  if (isSuperadmin(role)) actions.push('delete');
  return actions;
}
