import { type Action, rolesCan } from '@intranet/shared/access/permissions';
import { session, useSession } from './session';

/** Whether the signed-in user may perform `action` (the same rule the server applies to its call). */
export function useCan(action: Action): boolean {
  return rolesCan(useSession().user?.roles ?? [], action);
}

/** `useCan` outside React (loaders, route guards). */
export function can(action: Action): boolean {
  return rolesCan(session.get().user?.roles ?? [], action);
}
