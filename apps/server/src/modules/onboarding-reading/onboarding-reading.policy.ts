import { anyRoleCan } from '@intranet/shared/access/permissions';
import type { Actor } from '../../platform/auth/access';

/**
 * An employee's reading of an onboarding is theirs: they read and record it; onboarding managers who
 * see every department read anyone's, but never read for them. Anything else is not found.
 */
export function canReadProgress(actor: Actor, employeeId: number): boolean {
  return actor.userId === employeeId || anyRoleCan(actor.roles, 'onboarding-report.allDepartments');
}

/** Only the employee records their own reading (its start and end). */
export function canRecordProgress(actor: Actor, employeeId: number): boolean {
  return actor.userId === employeeId;
}
