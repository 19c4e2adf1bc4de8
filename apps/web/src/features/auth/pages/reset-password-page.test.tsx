import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => sessionStorage.clear());

describe('forgot password', () => {
  it('asks for the e-mail first', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Esqueci minha senha' })).toBeInTheDocument();
  });

  it('comes back to the code step after a reload of the tab, with the e-mail the code was sent to', () => {
    sessionStorage.setItem('intranet.reset-password.email', JSON.stringify('ana@demo.intranet'));
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.intranet');
  });
});
