import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { NEW_PASSWORD_REQUIRED } from '@intranet/shared/auth/auth.schemas';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { answer, renderPage, stubApi } from '../../../test/render-page';
import { LoginPage } from './login-page';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('LoginPage', { timeout: 30_000 }, () => {
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
