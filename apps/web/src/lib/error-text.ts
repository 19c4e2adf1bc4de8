import { authMessage } from '@intranet/shared/auth/auth-messages';
import { MSG } from '@intranet/shared/validation/messages';
import { ApiError } from './api-client';

/** The pt-BR text of a failed call: the server's message, else the catalogue text of its reason. */
export function errorText(error: unknown, fallback: string = MSG.generic): string {
  if (error instanceof ApiError) return error.message || authMessage(error.reason) || fallback;
  return fallback;
}
