import type { RateLimitOptions } from '@fastify/rate-limit';
import { type LimitScope, perAddressLimit } from '../../platform/http/rate-limit-store';
import { authError } from './auth.errors';

/** Requests per minute from one address, per public identity call. */
export const AUTH_RATE_LIMITS = {
  login: 20,
  newPassword: 20,
  forgotPassword: 10,
  confirmForgotPassword: 10,
  register: 10,
  confirmRegistration: 10,
  resendConfirmation: 10,
  refresh: 60,
  logout: 60,
  changePassword: 10,
} as const;

/**
 * Counted across every instance where each call tries a password or a code, or sends a message
 * (`cluster`); per instance for the session's own calls, whose refresh token cannot be guessed.
 */
export const AUTH_LIMIT_SCOPES: Record<keyof typeof AUTH_RATE_LIMITS, LimitScope> = {
  login: 'cluster',
  newPassword: 'cluster',
  forgotPassword: 'cluster',
  confirmForgotPassword: 'cluster',
  register: 'cluster',
  confirmRegistration: 'cluster',
  resendConfirmation: 'cluster',
  refresh: 'instance',
  logout: 'instance',
  changePassword: 'cluster',
};

export function perAddress(max: number, scope: LimitScope): RateLimitOptions {
  return perAddressLimit(max, scope, { errorResponseBuilder: () => authError('TooManyRequestsException') });
}
