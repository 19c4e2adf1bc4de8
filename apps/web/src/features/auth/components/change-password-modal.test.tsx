import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { MSG } from '@intranet/shared/validation/messages';
import { session } from '../../../lib/session';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ChangePasswordModal, PASSWORD_CHANGED } from './change-password-modal';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

function submit(current: string, next: string) {
  fill('Senha atual', current);
  fill('Nova senha', next);
  fill('Confirme a nova senha', next);
  fireEvent.click(screen.getByText('Salvar').closest('button')!);
}

describe('ChangePasswordModal', { timeout: 30_000 }, () => {
  it('keeps this session with the renewed tokens the server answers', async () => {
    signIn({ roles: ['user'] });
    const { calls } = stubApi([
      answer(AUTH_API.changePassword, () => ({ idToken: 'novo.e30.token', refreshToken: 'nova-renovacao' })),
    ]);
    renderPage(<ChangePasswordModal open onClose={() => undefined} />);
    submit('Demo#2026', 'Trocada#2026');
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(calls[0].body).toEqual({ oldPassword: 'Demo#2026', newPassword: 'Trocada#2026' });
    expect(session.get().tokens).toEqual({ idToken: 'novo.e30.token', refreshToken: 'nova-renovacao' });
  });

  it('says the current password is wrong in the words of the server', async () => {
    signIn({ roles: ['user'] });
    stubApi([
      answer(AUTH_API.changePassword, () => {
        throw new StubFailure(400, {
          error: 'invalid_input',
          message: 'Senha atual incorreta.',
          reason: 'IncorrectCurrentPasswordException',
        });
      }),
    ]);
    renderPage(<ChangePasswordModal open onClose={() => undefined} />);
    submit('Errada#2026', 'Trocada#2026');
    expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(session.get().tokens?.refreshToken).toBe('r');
  });

  it('refuses a 900 KB new password with the length message, without calling the server', async () => {
    signIn({ roles: ['user'] });
    const { calls } = stubApi([]);
    renderPage(<ChangePasswordModal open onClose={() => undefined} />);
    submit('Demo#2026', `Aa1$${'a'.repeat(900 * 1024)}`);
    expect(await screen.findByText(MSG.passwordMax)).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
