import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_PROFILES_API as API } from '@intranet/shared/access-profiles/access-profiles.contract';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { AccessProfilesListPage } from './access-profiles-list-page';
import { AccessProfileRegisterPage } from './access-profile-form-page';

afterEach(() => session.clear());

const rows = [
  { id: 1, nome: 'Super Admin', ativo: true, roles: ['users:superadmin'], usuarios: 1 },
  { id: 2, nome: 'Analista de Marketing', ativo: true, roles: ['marketing:solicitante', 'vendas:leitor'], usuarios: 0 },
];

describe('access profiles list', () => {
  it("shows each profile's roles as people read them and never lets a 'Super Admin' row be deleted", async () => {
    signIn({ roles: ['users:superadmin'] });
    stubApi([answer(API.list, () => ({ rh_perfil: rows }))]);
    renderPage(<AccessProfilesListPage />);
    expect(await screen.findByText('Marketing: Solicitante, Vendas: Leitor')).toBeInTheDocument();
    const deletes = screen.getAllByLabelText('Excluir').map((el) => el.closest('button')!);
    expect(deletes[0]).toBeDisabled();
    expect(deletes[1]).toBeEnabled();
  });
});

describe('registering an access profile', () => {
  it('sends the roles chosen module by module', async () => {
    signIn({ roles: ['users:superadmin'] });
    const api = stubApi([
      answer(API.create, ({ body }) => ({
        rh_perfil: { id: 9, ativo: true, usuarios: 0, ...(body as { nome: string; roles: string[] }) },
      })),
    ]);
    renderPage(<AccessProfileRegisterPage />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Leitor de Vendas' } });
    await choose('Nível em Vendas', 'Leitor');
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      nome: 'Leitor de Vendas',
      ativo: true,
      roles: ['vendas:leitor'],
    });
  }, 40_000);

  it('refuses a profile without roles', async () => {
    signIn({ roles: ['users:superadmin'] });
    const api = stubApi([]);
    renderPage(<AccessProfileRegisterPage />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Vazio' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Selecione ao menos um papel.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
