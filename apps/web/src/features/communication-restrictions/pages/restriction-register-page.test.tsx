import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { CUSTOMERS_API } from '@intranet/shared/customers/customers.contract';
import type { Customer } from '@intranet/shared/customers/customers.schemas';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { StubFailure, type StubRequest, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { COMPANIES } from './restrictions-fixtures';
import { RestrictionRegisterPage } from './restriction-register-page';

const COMMUNICATION = ['regua_comunicacao:gestor', 'user'];
const PATH = '/marketing/communication-scale-restrictions/register';
const companies = answer(LOOKUPS_API.companies, () => ({ companies: COMPANIES }));
const JOSE: Customer = { id: 1, sistema: 1, codpessoa: 'B-100', cpf: '52998224725', nome_razaosocial: 'José Araújo' };
const MARIA: Customer[] = [
  { id: 2, sistema: 1, codpessoa: 'B-200', cpf: '11144477735', nome_razaosocial: 'Maria Souza' },
  { id: 3, sistema: 1, codpessoa: 'B-201', cpf: '11144477735', nome_razaosocial: 'Maria Souza (filial)' },
];

/** The customer lookup answering from a small directory of the provider 1. */
const lookup = answer(CUSTOMERS_API.search, ({ body }: StubRequest & { body: unknown }) => {
  const key = body as { sistema: number; codpessoa?: string; cpf?: string };
  const all = [JOSE, ...MARIA];
  return {
    relacionamento_dados_pessoas: all.filter(
      (c) => c.sistema === key.sistema && (key.codpessoa ? c.codpessoa === key.codpessoa : c.cpf === key.cpf),
    ),
  };
});

afterEach(() => session.clear());

/** The form's inputs by label; the CPF one by its id (the Buscar por option is also called CPF). */
const IDS: Record<string, string> = { 'Código Cliente': 'cod_cliente', CPF: 'cpf', 'Nome do Cliente': 'nome' };
const field = (label: string) =>
  (IDS[label] ? document.getElementById(IDS[label]) : screen.getByLabelText(label)) as HTMLInputElement;
const errorsOf = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
const searchBy = (key: 'codpessoa' | 'cpf') =>
  fireEvent.click(document.querySelector(`input[type="radio"][value="${key}"]`)!);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const enter = (label: string) => fireEvent.keyDown(field(label), { key: 'Enter', code: 'Enter', keyCode: 13 });
const searches = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === CUSTOMERS_API.search.path).map((c) => c.body);

async function start() {
  signIn({ roles: COMMUNICATION });
  const stub = stubApi([
    companies,
    lookup,
    answer(API.create, () => ({ insert_relacionamento_preferencias_cliente_one: { id: 5 } })),
  ]);
  renderPage(<RestrictionRegisterPage />, { path: PATH });
  await choose('Provedor', 'Bitcom');
  return stub;
}

describe('the restriction register', { timeout: 60_000 }, () => {
  it('enables the field of the key chosen, and disables and clears the other', async () => {
    await start();
    expect(field('Código Cliente')).toBeDisabled();
    expect(field('CPF')).toBeDisabled();
    expect(field('Nome do Cliente')).toBeDisabled();
    searchBy('cpf');
    await waitFor(() => expect(field('CPF')).toBeEnabled());
    type('CPF', '1114447');
    expect(field('CPF')).toHaveValue('111.444.7');
    searchBy('codpessoa');
    await waitFor(() => expect(field('Código Cliente')).toBeEnabled());
    expect(field('CPF')).toBeDisabled();
    expect(field('CPF')).toHaveValue('');
    type('Código Cliente', 'B-1');
    searchBy('cpf');
    await waitFor(() => expect(field('Código Cliente')).toBeDisabled());
    expect(field('Código Cliente')).toHaveValue('');
  });

  it('fills the customer found by code and saves the restriction with the channels chosen', async () => {
    const { calls } = await start();
    searchBy('codpessoa');
    type('Código Cliente', 'B-100');
    enter('Código Cliente');
    await waitFor(() => expect(field('Nome do Cliente')).toHaveValue('José Araújo'));
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(searches(calls)).toEqual([{ sistema: 1, codpessoa: 'B-100' }]);
    fireEvent.click(screen.getByLabelText('WhatsApp'));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/communication-scale-restrictions/list',
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === API.create.path)!.body).toEqual({
      sistema: 1,
      cod_cliente: 'B-100',
      whatsapp: false,
      email: true,
      sms: true,
    });
  });

  it('looks a CPF up only once its 11 digits are typed, and asks which when several customers have it', async () => {
    const { calls } = await start();
    searchBy('cpf');
    type('CPF', '1114447773');
    enter('CPF');
    expect(searches(calls)).toEqual([]);
    await waitFor(() => expect(errorsOf('CPF')).toBe('Informe os 11 dígitos do CPF.'));
    type('CPF', '11144477735');
    const dialog = await screen.findByRole('dialog');
    expect(searches(calls)).toEqual([{ sistema: 1, cpf: '11144477735' }]);
    expect(within(dialog).getByText('Mais de um resultado encontrado')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha um dos resultados:')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('B-201 - Maria Souza (filial) - 111.444.777-35'));
    fireEvent.click(within(dialog).getByText('Confirmar'));
    await waitFor(() => expect(field('Nome do Cliente')).toHaveValue('Maria Souza (filial)'));
    expect(field('Código Cliente')).toHaveValue('B-201');
    fireEvent.click(button('Salvar'));
    await screen.findByText('Dados atualizados com sucesso!');
    expect(calls.find((c) => c.method === 'POST' && c.path === API.create.path)!.body).toMatchObject({
      cod_cliente: 'B-201',
    });
  });

  it("toasts 'Nenhum resultado encontrado' and clears the fields when no customer matches", async () => {
    await start();
    searchBy('codpessoa');
    type('Código Cliente', 'B-100');
    enter('Código Cliente');
    await waitFor(() => expect(field('Nome do Cliente')).toHaveValue('José Araújo'));
    type('Código Cliente', 'NADA');
    expect(field('Nome do Cliente')).toHaveValue('');
    enter('Código Cliente');
    await waitFor(() => expect(toasts()).toEqual(['Nenhum resultado encontrado']));
    expect(field('Código Cliente')).toHaveValue('');
    expect(field('CPF')).toHaveValue('');
  });

  it('marks the required fields and sends nothing without a customer found', async () => {
    signIn({ roles: COMMUNICATION });
    const { calls } = stubApi([companies, lookup]);
    renderPage(<RestrictionRegisterPage />, { path: PATH });
    expect(screen.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeInTheDocument();
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnder('Provedor')).toBe('Campo obrigatório'));
    await choose('Provedor', 'Bitcom');
    searchBy('codpessoa');
    type('Código Cliente', 'B-100');
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsOf('Código Cliente')).toBe('Busque o cliente antes de salvar.'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === API.create.path)).toEqual([]);
  });

  it('toasts the uniqueness text when the customer already has a restriction', async () => {
    const duplicate =
      'Já existe uma restrição cadastrada para esse cliente, atualize as preferências através da tabela de restrições!';
    signIn({ roles: COMMUNICATION });
    stubApi([
      companies,
      lookup,
      answer(API.create, () => {
        throw new StubFailure(409, { error: 'conflict', message: duplicate });
      }),
    ]);
    renderPage(<RestrictionRegisterPage />, { path: PATH });
    await choose('Provedor', 'Bitcom');
    searchBy('codpessoa');
    type('Código Cliente', 'B-100');
    enter('Código Cliente');
    await waitFor(() => expect(field('Nome do Cliente')).toHaveValue('José Araújo'));
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(toasts()).toEqual([duplicate]));
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});
