import { MSG } from '../validation/messages';

/**
 * Identity errors by reason (the provider-style name the server sends in `reason`) and the pt-BR
 * text shown for each (spec 000 §8). The server answers with these texts; the web app can show
 * them from the reason alone. Several reasons may share one text.
 */
export const AUTH_MESSAGES = {
  NotAuthorizedException: 'E-mail ou senha incorretos.',
  /** A signed-in user's current password, when it does not match (changing the password). */
  IncorrectCurrentPasswordException: 'Senha atual incorreta.',
  PasswordResetRequiredException: 'Necessário redefinir a senha.',
  UserNotConfirmedException: 'Usuário não confirmado.',
  UserNotFoundException: 'Esse usuário não foi encontrado',
  TooManyRequestsException: 'Foram realizadas muitas solicitações.',
  PasswordAttemptsExceededException: 'Tentativas de senha excedidas na validação',
  UserDisabledException:
    'Seu acesso foi desabilitado, entre em contato com a área de Recursos Humanos para mais informações.',
  CodeMismatchException: 'Código de verificação errado.',
  CodeDeliveryFailureException: 'Código de verificação errado.',
  ExpiredCodeException: 'Código de verificação expirado, solicite um novo código.',
  EmailNotAllowedException: 'Sem permissão para usar este e-mail.',
  LimitExceededException: 'Limite de envios excedido, tente depois de algum tempo.',
  EmailNotFoundException: 'E-mail não encontrado.',
  InvalidSessionException: 'Este usuário não tem autorização para realizar esta operação.',
  UserAlreadyConfirmedException: 'Este usuário não tem autorização para realizar esta operação.',
  InvalidParameterException: MSG.invalidData,
  InvalidPasswordException: MSG.passwordPolicy,
  /** A first access must replace the temporary password, not repeat it. */
  PasswordReusedException: 'A nova senha deve ser diferente da senha temporária.',
  UsernameExistsException: 'Já existe uma conta com este e-mail.',
  InvalidRefreshTokenException: 'Sessão expirada ou inválida. Entre novamente.',
} as const satisfies Record<string, string>;

export type AuthReason = keyof typeof AUTH_MESSAGES;

/** The text of a reason; unknown reasons give undefined (the caller shows the raw message). */
export function authMessage(reason: string | undefined | null): string | undefined {
  return reason && Object.hasOwn(AUTH_MESSAGES, reason) ? AUTH_MESSAGES[reason as AuthReason] : undefined;
}
