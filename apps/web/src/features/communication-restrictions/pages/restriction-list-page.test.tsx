import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { button, buttons, choose } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { COMPANIES, RESTRICTIONS } from './restrictions-fixtures';
import { RestrictionListPage } from './restriction-list-page';

const COMMUNICATION = ['regua_comunicacao:gestor', 'marketing:gestor', 'pagina_inicial:leitor', 'user'];
const list = answer(API.list, () => ({ relacionamento_preferencias_cliente: RESTRICTIONS }));
const companies = answer(LOOKUPS_API.companies, () => ({ companies: COMPANIES }));
const PATH = '/marketing/communication-scale-restrictions/list';

afterEach(() => session.clear());

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const filter = (label: string) =>
  within(document.querySelector('.restriction-filters') as HTMLElement).getByLabelText(label);
const shownNames = () => ['José Araújo', 'Maria Souza'].filter((name) => screen.queryByText(name));

async function openFilters() {
  renderPage(<RestrictionListPage />, { path: PATH });
  await screen.findByText('José Araújo');
  fireEvent.click(screen.getByText('FILTROS'));
  await screen.findByText('Limpar filtros');
}

describe('the restrictions list', { timeout: 60_000 }, () => {
  it('shows creation, customer, code, masked CPF and provider', async () => {
    signIn({ roles: COMMUNICATION });
    stubApi([list, companies]);
    renderPage(<RestrictionListPage />, { path: PATH });
    expect(await screen.findByText('José Araújo')).toBeInTheDocument();
    expect(screen.getByText('RESTRIÇÕES DE ENVIO')).toBeInTheDocument();
    const first = within(row('José Araújo'));
    for (const text of ['03/02/26', 'B-100', '529.982.247-25', 'Bitcom'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('NOVA RESTRIÇÃO')).toBeInTheDocument();
  });

  it('filters the loaded rows by code, customer, CPF and provider, and clears the filters', async () => {
    signIn({ roles: COMMUNICATION });
    const { calls } = stubApi([list, companies]);
    await openFilters();
    fireEvent.change(filter('Código'), { target: { value: 'v-7' } });
    expect(shownNames()).toEqual(['Maria Souza']);
    fireEvent.click(button('Limpar filtros'));
    expect(shownNames()).toEqual(['José Araújo', 'Maria Souza']);
    fireEvent.change(filter('Cliente'), { target: { value: 'jose araujo' } });
    expect(shownNames()).toEqual(['José Araújo']);
    fireEvent.click(button('Limpar filtros'));
    fireEvent.change(filter('CPF'), { target: { value: '11144477' } });
    expect(filter('CPF')).toHaveValue('111.444.77');
    expect(shownNames()).toEqual(['Maria Souza']);
    fireEvent.click(button('Limpar filtros'));
    await choose('Empresa', 'Bitcom');
    expect(shownNames()).toEqual(['José Araújo']);
    await choose('Empresa', 'Todos');
    expect(shownNames()).toEqual(['José Araújo', 'Maria Souza']);
    expect(calls.filter((c) => c.path === API.list.path)).toHaveLength(1);
  });

  it('shows each channel as active or restricted, and a click flips it sending the three channels and the provider', async () => {
    signIn({ roles: COMMUNICATION });
    const { calls } = stubApi([
      list,
      companies,
      answer(API.update, () => ({
        update_relacionamento_preferencias_cliente_by_pk: { ...RESTRICTIONS[0], whatsapp: false },
      })),
    ]);
    renderPage(<RestrictionListPage />, { path: PATH });
    await screen.findByText('José Araújo');
    const first = within(row('José Araújo'));
    expect(first.getByLabelText('WhatsApp ativo')).not.toHaveClass('ant-btn-dangerous');
    expect(first.getByLabelText('E-mail restrito')).toHaveClass('ant-btn-dangerous');
    expect(first.getByLabelText('SMS ativo')).toBeInTheDocument();
    expect(first.queryByLabelText('WhatsApp restrito')).toBeNull();
    fireEvent.click(first.getByLabelText('WhatsApp ativo'));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v1/relacionamento/restricoes/11');
    expect(put.body).toEqual({ whatsapp: false, email: false, sms: true, sistema: 1 });
    expect(put.headers['x-role']).toBe('regua_comunicacao:gestor');
  });

  it('toasts the failure text when a channel cannot be changed', async () => {
    signIn({ roles: COMMUNICATION });
    stubApi([
      list,
      companies,
      answer(API.update, () => {
        throw new StubFailure(500, { error: 'internal', message: 'x' });
      }),
    ]);
    renderPage(<RestrictionListPage />, { path: PATH });
    await screen.findByText('Maria Souza');
    fireEvent.click(within(row('Maria Souza')).getByLabelText('SMS restrito'));
    await waitFor(() => expect(toasts()).toEqual(['Ocorreu algum erro ao carregar dados!']));
  });

  it('deletes a restriction after the confirmation', async () => {
    signIn({ roles: COMMUNICATION });
    const { calls } = stubApi([
      list,
      companies,
      answer(API.remove, () => ({ delete_relacionamento_preferencias_cliente_by_pk: { id: 12 } })),
    ]);
    renderPage(<RestrictionListPage />, { path: PATH });
    await screen.findByText('Maria Souza');
    fireEvent.click(within(row('Maria Souza')).getByLabelText('Excluir'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Excluir Restrição?')).toBeInTheDocument();
    fireEvent.click(buttons('Excluir').at(-1)!);
    expect(await screen.findByText('Dados excluídos com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/v1/relacionamento/restricoes/12');
  });

  it('toasts the load failure text when the list fails', async () => {
    signIn({ roles: COMMUNICATION });
    stubApi([
      companies,
      answer(API.list, () => {
        throw new StubFailure(500, { error: 'internal', message: 'x' });
      }),
    ]);
    renderPage(<RestrictionListPage />, { path: PATH });
    await waitFor(() => expect(toasts()).toContain('Ocorreu algum erro ao carregar dados!'));
  });
});
