import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authMessage } from './auth-messages';

describe('authMessage', () => {
  it('gives the catalogue text of a known reason', () => {
    expect(authMessage('NotAuthorizedException')).toBe('E-mail ou senha incorretos.');
    expect(authMessage('PasswordAttemptsExceededException')).toBe('Tentativas de senha excedidas na validação');
  });

  it('gives nothing for an unknown or inherited name, so the caller shows the raw message', () => {
    expect(authMessage('SomethingElse')).toBeUndefined();
    expect(authMessage('toString')).toBeUndefined();
    expect(authMessage(undefined)).toBeUndefined();
  });

  it('holds every login and reset text of the catalogue', () => {
    const texts = new Set(Object.values(AUTH_MESSAGES));
    for (const text of [
      'E-mail ou senha incorretos.',
      'Necessário redefinir a senha.',
      'Usuário não confirmado.',
      'Esse usuário não foi encontrado',
      'Foram realizadas muitas solicitações.',
      'Tentativas de senha excedidas na validação',
      'Seu acesso foi desabilitado, entre em contato com a área de Recursos Humanos para mais informações.',
      'Código de verificação errado.',
      'Sem permissão para usar este e-mail.',
      'Limite de envios excedido, tente depois de algum tempo.',
      'E-mail não encontrado.',
      'Este usuário não tem autorização para realizar esta operação.',
      'Dados inválidos.',
    ]) {
      expect(texts.has(text as never), text).toBe(true);
    }
  });
});
