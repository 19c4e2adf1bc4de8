import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { answer, renderPage, stubApi } from '../../test/render-page';
import { ProtectedLayout } from './protected-layout';

const claims = {
  sub: 'u1',
  email: 'sem.nome@demo.intranet',
  usuario_id: 7,
  funcionario: false,
  allowed_roles: ['user'],
  modules: '{}',
};
const token = `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;

function signInAs(nome: string | null) {
  stubApi([
    answer(AUTH_API.me, () => ({
      userId: 'u1',
      usuarioId: 7,
      email: claims.email,
      roles: ['user'],
      modules: [],
      employee: false,
      nome,
    })),
  ]);
  session.setTokens({ idToken: token, refreshToken: 'r' });
  session.setUser({ userId: 'u1', usuarioId: 7, email: claims.email, roles: ['user'], modules: [], employee: false });
}

describe('protected layout', () => {
  it('sends a signed-in user without a name to UsersEdit', async () => {
    signInAs(null);
    renderPage(<ProtectedLayout />, { path: '/', at: '/' });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/users/edit/7');
  });

  it('sends a visitor to Login with the page asked for as ?next=', async () => {
    session.clear();
    stubApi([]);
    renderPage(<ProtectedLayout />, { path: '/trilha/:id', at: '/trilha/7?aba=conteudos' });
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/home/login/enter?next=%2Ftrilha%2F7%3Faba%3Dconteudos',
    );
  });

  it('keeps a signed-in user with a name on the page', async () => {
    signInAs('Ana');
    renderPage(<ProtectedLayout />, { path: '/', at: '/' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});

describe('screens opened by URL', () => {
  it("shows 'Sem permissão' to a user whose roles do not allow the screen's action, and titles the tab", async () => {
    signInAs('Ana');
    renderPage(<ProtectedLayout />, { path: '/', at: '/', handle: { title: 'Conteúdos', can: 'content.create' } });
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
    expect(document.title).toBe('Sem permissão · Intranet');
  });
});
