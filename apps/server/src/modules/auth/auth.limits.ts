import type { RateLimitOptions } from '@fastify/rate-limit';
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

export function perAddress(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: '1 minute',
    errorResponseBuilder: () => authError('TooManyRequestsException'),
  };
}
