import { AUTH_MESSAGES, type AuthReason } from '@intranet/shared/auth/auth-messages';
import { AppError, type ErrorCode } from '../../platform/http/errors';

/** The HTTP answer of each identity failure; the text comes from the shared catalogue. */
const CODE_OF: Record<AuthReason, ErrorCode> = {
  NotAuthorizedException: 'unauthenticated',
  IncorrectCurrentPasswordException: 'invalid_input',
  PasswordResetRequiredException: 'forbidden',
  UserNotConfirmedException: 'forbidden',
  UserNotFoundException: 'not_found',
  TooManyRequestsException: 'rate_limited',
  PasswordAttemptsExceededException: 'rate_limited',
  UserDisabledException: 'forbidden',
  CodeMismatchException: 'invalid_input',
  CodeDeliveryFailureException: 'internal',
  ExpiredCodeException: 'invalid_input',
  EmailNotAllowedException: 'forbidden',
  LimitExceededException: 'rate_limited',
  EmailNotFoundException: 'not_found',
  InvalidSessionException: 'forbidden',
  UserAlreadyConfirmedException: 'forbidden',
  InvalidParameterException: 'invalid_input',
  InvalidPasswordException: 'invalid_input',
  PasswordReusedException: 'invalid_input',
  UsernameExistsException: 'conflict',
  InvalidRefreshTokenException: 'unauthenticated',
};

export function authError(reason: AuthReason, code: ErrorCode = CODE_OF[reason]): AppError {
  return new AppError(code, AUTH_MESSAGES[reason], undefined, reason);
}

/** An identity failure that belongs to one field of the form (shown under it). */
export function authFieldError(reason: AuthReason, path: string): AppError {
  return new AppError(CODE_OF[reason], AUTH_MESSAGES[reason], [{ path, message: AUTH_MESSAGES[reason] }], reason);
}
