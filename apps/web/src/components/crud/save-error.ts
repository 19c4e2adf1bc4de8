import { MSG } from '@intranet/shared/validation/messages';
import { ApiError } from '../../lib/api-client';

/**
 * The toast of a failed save where the spec words one for the server's answer (§8): a date check
 * constraint (`valida_datas`, `valida_data`) as the start-after-end text of the record, a
 * `Uniqueness` clash as the restriction text; otherwise undefined (the form's own failure text).
 */
export function spokenSaveError(error: unknown, dates: string = MSG.educationDates): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const said = `${error.message} ${error.reason ?? ''}`;
  if (/valida_datas?\b/.test(said)) return dates;
  if (/Uniqueness/i.test(said)) return MSG.restrictionTaken;
  return undefined;
}

/** For record types whose server error is shown as it is (scales, rules, incidents: spec §8). */
export function serverSaveError(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : undefined;
}
