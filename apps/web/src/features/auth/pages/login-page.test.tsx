import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { NEW_PASSWORD_REQUIRED } from '@intranet/shared/auth/auth.schemas';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { answer, renderPage, stubApi } from '../../../test/render-page';
import { LOGIN_HOME } from '../auth-paths';
import { LoginPage } from './login-page';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

const claims = {
  sub: 'u1',
  email: 'colaborador@demo.intranet',
  usuario_id: 7,
  funcionario: true,
  allowed_roles: ['pagina_inicial:leitor'],
  modules: '{}',
  iat: 1,
};
const tokens = { idToken: `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`, refreshToken: 'r' };

async function signInAt(at: string) {
  session.clear();
  stubApi([answer(AUTH_API.login, () => tokens)]);
  renderPage(<LoginPage />, { path: LOGIN_HOME, at });
  type('E-mail', 'colaborador@demo.intranet');
  type('Senha', 'Demo#2026');
  fireEvent.click(button('Entrar'));
  return (await screen.findByTestId('navigated')).textContent;
}

describe('LoginPage', { timeout: 30_000 }, () => {
  it('returns to the page of the deep link once signed in', async () => {
    expect(await signInAt(`${LOGIN_HOME}?next=${encodeURIComponent('/onboarding/list?page=2')}`)).toBe(
      '/onboarding/list?page=2',
    );
    expect(session.get().tokens).toEqual(tokens);
  });

  it('goes home instead of to another site', async () => {
    expect(await signInAt(`${LOGIN_HOME}?next=${encodeURIComponent('//evil.example/entrar')}`)).toBe('/');
  });

  it('starts the first-access form empty, not with the temporary password', async () => {
    session.clear();
    stubApi([answer(AUTH_API.login, () => ({ challenge: NEW_PASSWORD_REQUIRED, session: 'desafio' }) as const)]);
    renderPage(<LoginPage />, { path: '/home/login/enter' });
    type('E-mail', 'novo@demo.intranet');
    type('Senha', 'Temp#2026');
    fireEvent.click(button('Entrar'));
    expect(await screen.findByText('Primeiro acesso')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha', { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText('Confirme a nova senha', { selector: 'input' })).toHaveValue('');
  });
});
