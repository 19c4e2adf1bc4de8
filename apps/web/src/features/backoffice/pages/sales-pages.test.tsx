import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_API as API } from '@intranet/shared/backoffice/backoffice.contract';
import { BACKOFFICE_MSG as MSG } from '@intranet/shared/backoffice/backoffice.messages';
import type { Sale } from '@intranet/shared/backoffice/backoffice.schemas';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { SalesListPage } from './sales-pages';

afterEach(() => session.clear());

const NOW = '2026-11-20T13:00:00.000Z';
const SALE: Sale = {
  id: 41,
  id_lead: 9,
  nome: 'Renata Vieira',
  cpf: '52998224725',
  telefone: '31999990000',
  sistema: 1,
  provedor: 'Bitcom',
  id_pessoa: null,
  plano_nome: 'Fibra 500 Mega',
  download_mbps: 500,
  valor_mensal: 99.9,
  valor_instalacao: 0,
  fidelidade_meses: 12,
  vendedor: 'Marina Costa',
  vendida_em: NOW,
  status: 'pendente',
  status_em: NOW,
  motivo_cancelamento: null,
  instalacao_inicio: null,
  instalacao_fim: null,
  instalacao_equipe: null,
  id_ordem_servico: null,
  ordem_status: null,
  id_contrato: null,
  contrato_codigo: null,
  ativada_em: null,
  id_qualificacao: 3,
  qualificacao: 'aprovada',
};
const companies = answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 1, nome: 'Bitcom' }] }));

describe('the backoffice sales', { timeout: 60_000 }, () => {
  it('lists the sales paged on the server, and a reader opens one without its moves', async () => {
    signIn({ roles: ['vendas:leitor'] });
    const { calls } = stubApi([
      companies,
      answer(API.sales, () => ({ total: 41, vendas_venda: [SALE] })),
      answer(API.sale, () => ({ venda: SALE, contratos: [] })),
    ]);
    renderPage(<SalesListPage />);
    fireEvent.click(await screen.findByText('Renata Vieira'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Venda nº 41')).toBeInTheDocument();
    expect(within(drawer).getByText('Fibra 500 Mega')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Aprovar venda' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Cancelar venda' })).toBeNull();
    expect(calls.find((c) => c.path === API.sales.path)?.body).toEqual({ filtro: { offset: 0, limit: 20 } });
  });

  it('approves after a confirmation, and keeps a cancellation reason the server refused under its field', async () => {
    signIn({ roles: ['vendas:gestor'] });
    let current = SALE;
    const { calls } = stubApi([
      companies,
      answer(API.sales, () => ({ total: 1, vendas_venda: [current] })),
      answer(API.sale, () => ({ venda: current, contratos: [] })),
      answer(API.approve, () => {
        current = { ...SALE, status: 'aprovada' };
        return { venda: current, contratos: [] };
      }),
    ]);
    renderPage(<SalesListPage />);
    fireEvent.click(await screen.findByText('Renata Vieira'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Aprovar venda' }));
    const question = await screen.findByText(/^Aprovar a venda de Renata Vieira/);
    const confirm = question.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText(MSG.sale.approved)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/backoffice/venda/41/aprovar')).toBe(true));
    expect(await within(drawer).findByRole('button', { name: 'Agendar instalação' })).toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancelar venda' }));
    const reason = await screen.findByLabelText('Motivo do cancelamento');
    const cancel = reason.closest('.ant-modal') as HTMLElement;
    fireEvent.change(reason, { target: { value: 'Não' } });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancelar venda' }));
    expect(await within(cancel).findByText(MSG.sale.reasonMin)).toBeInTheDocument();
    expect(within(cancel).getByLabelText('Motivo do cancelamento')).toHaveValue('Não');
    expect(calls.some((c) => c.path.endsWith('/cancelar'))).toBe(false);
  });
});
