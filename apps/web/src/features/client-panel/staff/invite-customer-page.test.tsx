import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CLIENT_PANEL_API } from '@intranet/shared/client-panel/client-panel.contract';
import { CUSTOMERS_API } from '@intranet/shared/customers/customers.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { button, choose } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { InviteCustomerPage } from './invite-customer-page';

describe('InviteCustomerPage', { timeout: 60_000 }, () => {
  it('finds the customer by provider and CPF and sends the invitation, saying where it went', async () => {
    signIn({ roles: ['vendas:gestor', 'regua_comunicacao:gestor'] });
    const { calls } = stubApi([
      answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 1, nome: 'Bitcom' }] })),
      answer(CUSTOMERS_API.search, () => ({
        relacionamento_dados_pessoas: [
          { id: 42, sistema: 1, codpessoa: '100001', cpf: '52998224725', nome_razaosocial: 'Maria das Dores' },
        ],
      })),
      answer(CLIENT_PANEL_API.invite, ({ body }) => {
        expect(body).toEqual({ id_pessoa: 42 });
        return {
          canal: 'email' as const,
          destino: 'ma***@exemplo.com.br',
          mensagem: 'Convite enviado para ma***@exemplo.com.br.',
        };
      }),
    ]);
    renderPage(<InviteCustomerPage />);
    await choose('Provedor', 'Bitcom');
    fireEvent.change(screen.getByLabelText('CPF do cliente'), { target: { value: '52998224725' } });
    fireEvent.click(button('Buscar cliente'));
    expect(await screen.findByText('Maria das Dores')).toBeInTheDocument();
    expect(calls.find((c) => c.path === CUSTOMERS_API.search.path)?.body).toEqual({
      sistema: 1,
      cpf: '529.982.247-25',
    });
    fireEvent.click(button('Convidar'));
    expect(await screen.findByText('Convite enviado para ma***@exemplo.com.br.')).toBeInTheDocument();
  });
});
