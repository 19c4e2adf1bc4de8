import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { USERS_API as API } from '@intranet/shared/users/users.contract';
import type { AdminUserRow } from '@intranet/shared/users/users.schemas';
import { session } from '../../../lib/session';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { UsersListPage } from './users-list-page';

afterEach(() => session.clear());

const ROW: AdminUserRow = {
  id: 12,
  nome: 'Paula',
  sobrenome: 'Pereira',
  email: 'paula@demo.intranet',
  funcionario: true,
  empresa: { id: 1, nome: 'Bitcom' },
  departamento: { id: 2, nome: 'Marketing' },
  setor: null,
  cargo: { id: 5, nome: 'Analista de Marketing' },
  data_admissao: null,
  habilitado: true,
  status: 'FORCE_CHANGE_PASSWORD',
  perfis: ['Colaborador'],
};
const list = answer(API.adminList, () => ({ total: 1, rh_usuario: [ROW] }));

describe('users list', () => {
  it('shows each person with placement, profiles and access state', async () => {
    signIn({ roles: ['users:superadmin'] });
    stubApi([list]);
    renderPage(<UsersListPage />);
    expect(await screen.findByText('Paula Pereira')).toBeInTheDocument();
    expect(screen.getByText('Aguardando primeiro acesso')).toBeInTheDocument();
    expect(screen.getByText('Colaborador')).toBeInTheDocument();
  });

  it('offers each action to whoever may make its call', async () => {
    await expectButtonsFollowPermissions(() => <UsersListPage />, [list], 'Paula Pereira', [
      { label: 'CONVIDAR USUÁRIO', action: 'users.manage' },
      { label: 'Editar', action: 'users.manage' },
      { label: 'Permissões', action: 'users.manage' },
      { label: 'Desabilitar acesso', action: 'users.access' },
    ]);
  }, 180_000);

  it('disables access after confirmation', async () => {
    signIn({ roles: ['users:superadmin'] });
    const api = stubApi([list, answer(AUTH_API.setAccess, () => ({ id_usuario: 12, habilitado: false }))]);
    renderPage(<UsersListPage />);
    await screen.findByText('Paula Pereira');
    fireEvent.click(screen.getByLabelText('Desabilitar acesso'));
    fireEvent.click(await screen.findByText('Desabilitar', { selector: 'button span' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ habilitado: false }));
    expect(await screen.findByText('Acesso desabilitado. As sessões do usuário foram encerradas.')).toBeInTheDocument();
  });
});
