import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EMPLOYEES_API as API } from '@intranet/shared/employees/employees.contract';
import type { EmployeeProfileView } from '@intranet/shared/employees/employees.schemas';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { EmployeeEditPage } from './employee-form-pages';
import { EmployeeProfilePage } from './employee-profile-page';

afterEach(() => session.clear());

const PROFILE: EmployeeProfileView = {
  id: 7,
  nome: 'Carla',
  sobrenome: 'Campos',
  email: 'carla@demo.intranet',
  cpf: '153.509.460-56',
  rg: null,
  genero: 'M',
  estado_civil: 'CASADO',
  id_imagem: null,
  data_nascimento: '1995-01-30',
  data_admissao: '2022-08-01',
  nacionalidade: 'Brasileira',
  email_corp: null,
  cep: null,
  rua: null,
  numero: null,
  complemento: null,
  bairro: null,
  id_cidade: null,
  cnh_categoria: 'B',
  cnh_numero: '123',
  linkedin: null,
  viagem: false,
  empresa: { id: 1, nome: 'Bitcom' },
  departamento: null,
  setor: null,
  cargo: null,
};

describe('employee profile', () => {
  it('shows the marital status as people read it, dates dd/mm/yyyy and "Não informado" for what is missing', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stubApi([answer(API.get, () => ({ rh_usuario: PROFILE }))]);
    renderPage(<EmployeeProfilePage />, { path: '/users/profile/:id', at: '/users/profile/7' });
    expect(await screen.findByText('Casado(a)')).toBeInTheDocument();
    expect(screen.getByText('30/01/1995')).toBeInTheDocument();
    expect(screen.getAllByText('Não informado').length).toBeGreaterThan(3);
    expect(screen.getByText('MEU PERFIL')).toBeInTheDocument();
  });
});

describe("editing one's own employee profile", () => {
  it('stores the marital status in the form of the chosen gender and drops the CNH number of "Não Possui"', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const api = stubApi([
      answer(API.get, () => ({ rh_usuario: PROFILE })),
      answer(API.update, ({ body }) => ({ rh_usuario: { ...PROFILE, ...(body as object) } as EmployeeProfileView })),
    ]);
    renderPage(<EmployeeEditPage />, { path: '/employees/edit/:id', at: '/employees/edit/7' });
    await screen.findByDisplayValue('Carla');
    await choose('Gênero', 'Feminino');
    await choose('Categoria da CNH', 'Não Possui');
    await waitFor(() => expect(screen.getByLabelText('Número da CNH')).toBeDisabled());
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ genero: 'F', estado_civil: 'CASADA', cnh_categoria: 'Não Possui', cnh_numero: null });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/users/profile/7');
  }, 60_000);

  it('asks for the CNH number of a category other than "Não Possui"', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const api = stubApi([answer(API.get, () => ({ rh_usuario: { ...PROFILE, cnh_numero: null } }))]);
    renderPage(<EmployeeEditPage />, { path: '/employees/edit/:id', at: '/employees/edit/7' });
    await screen.findByDisplayValue('Carla');
    fireEvent.click(button('Salvar'));
    expect(
      await screen.findByText('Preencha todos os campos obrigatórios!', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  }, 40_000);
});
