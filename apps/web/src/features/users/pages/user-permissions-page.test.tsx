import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { USERS_API as API } from '@intranet/shared/users/users.contract';
import type { AdminUserRow } from '@intranet/shared/users/users.schemas';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { UserPermissionsPage } from './user-permissions-page';

afterEach(() => session.clear());

const USER: AdminUserRow = {
  id: 12,
  nome: 'Paula',
  sobrenome: 'Pereira',
  email: 'paula@demo.intranet',
  funcionario: true,
  empresa: null,
  departamento: null,
  setor: null,
  cargo: null,
  data_admissao: null,
  habilitado: true,
  status: 'CONFIRMED',
  perfis: ['Colaborador'],
};
const permissions = {
  id_usuario: 12,
  roles: ['rh:leitor'],
  perfis: [{ id: 3, nome: 'Colaborador', roles: ['pagina_inicial:leitor'] }],
};

describe('roles per module (/settings/permission/edit/:id)', () => {
  it("offers a marketing manager the marketing modules' levels only, keeping the others as they are", async () => {
    signIn({ roles: ['marketing:gestor', 'vendas:gestor', 'pagina_inicial:leitor'] });
    const api = stubApi([
      answer(API.adminGet, () => ({ rh_usuario: USER })),
      answer(API.permissions, () => permissions),
      answer(API.setRoles, ({ body }) => ({ ...permissions, roles: (body as { roles: string[] }).roles })),
    ]);
    renderPage(<UserPermissionsPage />, { path: '/settings/permission/edit/:id', at: '/settings/permission/edit/12' });
    await screen.findByText('Paula Pereira');
    expect(screen.getByLabelText('Nível em Configuração').closest('.ant-select')).toHaveClass('ant-select-disabled');
    expect(screen.getByLabelText('Nível em RH').closest('.ant-select')).toHaveClass('ant-select-disabled');
    expect(screen.queryByLabelText('Perfis de acesso')).not.toBeInTheDocument();
    await choose('Nível em Marketing', 'Solicitante');
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ roles: ['marketing:solicitante'] });
  });

  it('lets the superadmin give configuracao and apply access profiles', async () => {
    signIn({ roles: ['users:superadmin'] });
    stubApi([answer(API.adminGet, () => ({ rh_usuario: USER })), answer(API.permissions, () => permissions)]);
    renderPage(<UserPermissionsPage />, { path: '/settings/permission/edit/:id', at: '/settings/permission/edit/12' });
    await screen.findByText('Paula Pereira');
    expect(screen.getByLabelText('Nível em Configuração').closest('.ant-select')).not.toHaveClass(
      'ant-select-disabled',
    );
    expect(screen.getByLabelText('Perfis de acesso')).toBeInTheDocument();
  });
});
