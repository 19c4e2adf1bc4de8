import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { COMPANIES, RESTRICTIONS } from './restrictions-fixtures';
import { RestrictionEditPage } from './restriction-edit-page';

const PATH = '/marketing/communication-scale-restrictions/edit/:id';
const companies = answer(LOOKUPS_API.companies, () => ({ companies: COMPANIES }));
const history = answer(HISTORY_API.list, () => ({
  rh_logs_rh: [
    {
      id: 3,
      tabela: 'relacionamento_preferencias_cliente',
      operacao: 'UPDATE' as const,
      data: '2026-02-04T12:00:00.000Z',
      old_data: { email: true },
      new_data: { email: false },
      id_usuario: 5,
      usuario: { nome: 'Marina' },
    },
  ],
  nomes: {},
}));
const one = answer(API.get, () => ({ relacionamento_preferencias_cliente: [RESTRICTIONS[0]] }));

afterEach(() => session.clear());

describe('the restriction edit', { timeout: 60_000 }, () => {
  it('shows the customer as registered, not editable, and saves the channels with the provider', async () => {
    signIn({ roles: ['regua_comunicacao:solicitante', 'user'] });
    const { calls } = stubApi([
      companies,
      history,
      one,
      answer(API.update, () => ({ update_relacionamento_preferencias_cliente_by_pk: RESTRICTIONS[0] })),
    ]);
    renderPage(<RestrictionEditPage />, { path: PATH, at: '/marketing/communication-scale-restrictions/edit/11' });
    await waitFor(() => expect(document.getElementById('nome')).toHaveValue('José Araújo'));
    expect(screen.getByText('RESTRIÇÕES DE ENVIO - EDITAR RESTRIÇÃO')).toBeInTheDocument();
    for (const id of ['cod_cliente', 'cpf', 'nome']) expect(document.getElementById(id)).toBeDisabled();
    expect(document.getElementById('cpf')).toHaveValue('529.982.247-25');
    fireEvent.click(screen.getByText('Ver histórico de Edições'));
    expect(await screen.findByText('Marina editou o item 04/02/2026 às 09:00')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toBeChecked();
    fireEvent.click(screen.getByLabelText('E-mail'));
    fireEvent.click(screen.getByLabelText('SMS'));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v1/relacionamento/restricoes/11');
    expect(put.body).toEqual({ sistema: 1, whatsapp: true, email: true, sms: false });
  });

  it('shows a reader the restriction without Salvar', async () => {
    signIn({ roles: ['regua_comunicacao:leitor', 'user'] });
    stubApi([companies, history, one]);
    renderPage(<RestrictionEditPage />, { path: PATH, at: '/marketing/communication-scale-restrictions/edit/11' });
    await waitFor(() => expect(document.getElementById('nome')).toHaveValue('José Araújo'));
    expect(screen.getByLabelText('WhatsApp')).toBeDisabled();
    expect(screen.queryByText('Salvar')).toBeNull();
  });

  it('toasts the load failure text when the restriction cannot be read', async () => {
    signIn({ roles: ['regua_comunicacao:gestor', 'user'] });
    stubApi([
      companies,
      answer(API.get, () => {
        throw new StubFailure(404, { error: 'not_found', message: 'Restrição não encontrada.' });
      }),
    ]);
    renderPage(<RestrictionEditPage />, { path: PATH, at: '/marketing/communication-scale-restrictions/edit/99' });
    await waitFor(() => expect(toasts()).toEqual(['Ocorreu algum erro ao carregar dados!']));
  });
});
