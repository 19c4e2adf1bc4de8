import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEADS_API as API } from '@intranet/shared/leads/leads.contract';
import { LEADS_MSG as MSG } from '@intranet/shared/leads/leads.messages';
import type { Lead } from '@intranet/shared/leads/leads.schemas';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { CAMPAIGN_API, CHANNEL_API } from '@intranet/shared/sales/sales.contract';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { LeadsListPage } from './leads-list-page';

afterEach(() => session.clear());

const NOW = '2026-03-02T13:00:00.000Z';
const LEAD: Lead = {
  id: 11,
  nome: 'Juliana Ribeiro',
  telefone: '31991234567',
  cpf: '52998224725',
  email: 'juliana@exemplo.com.br',
  cep: '30130010',
  id_empresa: 1,
  empresa: { nome: 'Bitcom' },
  id_campanha: 2,
  campanha: { nome: 'Black Friday Fibra' },
  id_canal: 1,
  canal: { nome: 'Facebook' },
  id_destino: 5,
  destino: { nome: 'Formulário de interesse' },
  id_link: 7,
  origem: 'link',
  status: 'novo',
  valor_venda: null,
  data_venda: null,
  created_at: NOW,
  updated_at: NOW,
};
const SOLD: Lead = {
  ...LEAD,
  id: 12,
  nome: 'Pedro Alves',
  telefone: '34999887766',
  cpf: '11144477735',
  status: 'vendido',
  valor_venda: 1234.5,
  data_venda: '2026-02-20',
};
const catalogue = { created_at: NOW, updated_at: NOW, ativo: true, bitcom: true, razao: true, vetorial: true };
const lookups = [
  answer(LOOKUPS_API.companies, () => ({
    companies: [
      { id: 1, nome: 'Bitcom' },
      { id: 2, nome: 'RazãoInfo' },
    ],
  })),
  answer(CAMPAIGN_API.list, () => ({
    vendas_campanha: [{ id: 2, nome: 'Black Friday Fibra', api: true, ...catalogue }],
  })),
  answer(CHANNEL_API.list, () => ({ vendas_canal: [{ id: 1, nome: 'Facebook', public: true, ...catalogue }] })),
];

// Antd selects and date pickers are slow on a busy machine: these tests get more time than the default.
describe('the sellers lead list', { timeout: 60_000 }, () => {
  it('shows a landline as (DD) NNNN-NNNN and a number with +55 without it, as the import screen does', async () => {
    signIn({ roles: ['vendas:leitor'] });
    const LANDLINE: Lead = { ...LEAD, telefone: '3133334444' };
    const INTERNATIONAL: Lead = { ...SOLD, telefone: '+55 34 99988-7766' };
    stubApi([...lookups, answer(API.list, () => ({ total: 2, vendas_lead: [LANDLINE, INTERNATIONAL] }))]);
    renderPage(<LeadsListPage />);
    expect(await screen.findByText('(31) 3333-4444')).toBeInTheDocument();
    expect(screen.getByText('(34) 99988-7766')).toBeInTheDocument();
  });

  it('shows each lead with masked phone and CPF, its campaign, channel, status and sale in reais', async () => {
    signIn({ roles: ['vendas:leitor'] });
    stubApi([...lookups, answer(API.list, () => ({ total: 2, vendas_lead: [LEAD, SOLD] }))]);
    renderPage(<LeadsListPage />);
    expect(await screen.findByText('Juliana Ribeiro')).toBeInTheDocument();
    expect(screen.getByText('(31) 99123-4567')).toBeInTheDocument();
    expect(screen.getByText('(34) 99988-7766')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('20/02/2026')).toBeInTheDocument();
    expect(screen.getByText('Vendido')).toBeInTheDocument();
    expect(screen.getAllByText('Black Friday Fibra').length).toBeGreaterThan(0);
  });

  it('filters by provider, campaign, channel and status, paged on the server', async () => {
    signIn({ roles: ['vendas:leitor'] });
    const { calls } = stubApi([...lookups, answer(API.list, () => ({ total: 45, vendas_lead: [LEAD] }))]);
    renderPage(<LeadsListPage />);
    await screen.findByText('Juliana Ribeiro');
    await choose('Filtrar por provedor', 'Bitcom');
    await choose('Filtrar por campanha', 'Black Friday Fibra');
    await choose('Filtrar por canal', 'Facebook');
    await choose('Filtrar por status', 'Em contato');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === API.list.path).at(-1)?.body).toEqual({
        filtro: { id_empresa: 1, id_campanha: 2, id_canal: 1, status: 'em_contato', offset: 0, limit: 20 },
      }),
    );
  });

  it('records a sale: status, value and day, then says so', async () => {
    signIn({ roles: ['vendas:solicitante'] });
    const { calls } = stubApi([
      ...lookups,
      answer(API.list, () => ({ total: 1, vendas_lead: [LEAD] })),
      answer(API.update, ({ body }) => ({
        update_vendas_lead_by_pk: { ...LEAD, ...body.object, valor_venda: 89.9, data_venda: '2026-03-01' },
      })),
    ]);
    renderPage(<LeadsListPage />);
    fireEvent.click(await screen.findByLabelText('Alterar status'));
    const dialog = await screen.findByRole('dialog');
    await choose('Novo status', 'Vendido');
    await within(dialog).findByLabelText('Valor da venda');
    fireEvent.click(within(dialog).getByText('Salvar').closest('button')!);
    expect(await within(dialog).findByText(MSG.saleValueRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.saleDateRequired)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Valor da venda'), { target: { value: '89,90' } });
    const day = within(dialog).getByLabelText('Data da venda');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '01/03/2026' } });
    fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByText('Salvar').closest('button')!);
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/v1/vendas/lead/11',
      body: { object: { status: 'vendido', valor_venda: 89.9, data_venda: '2026-03-01' } },
    });
  });

  it('shows a refused change with the server text', async () => {
    signIn({ roles: ['vendas:solicitante'] });
    stubApi([
      ...lookups,
      answer(API.list, () => ({ total: 1, vendas_lead: [{ ...LEAD, status: 'perdido' as const }] })),
      answer(API.update, () => {
        throw new StubFailure(409, {
          message: MSG.openLeadExists,
          error: 'conflict',
          fields: [{ path: 'status', message: MSG.openLeadExists }],
        });
      }),
    ]);
    renderPage(<LeadsListPage />);
    fireEvent.click(await screen.findByLabelText('Alterar status'));
    const dialog = await screen.findByRole('dialog');
    await choose('Novo status', 'Novo');
    fireEvent.click(within(dialog).getByText('Salvar').closest('button')!);
    await waitFor(() => expect(screen.getAllByText(MSG.openLeadExists).length).toBe(2));
  });

  it('exports every matching lead, fetching all pages', async () => {
    signIn({ roles: ['vendas:leitor'] });
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const { calls } = stubApi([
      ...lookups,
      answer(API.list, ({ body }) => ({
        total: 150,
        vendas_lead: Array.from(
          { length: body.filtro?.limit === 100 && body.filtro.offset === 100 ? 50 : (body.filtro?.limit ?? 20) },
          (_, i) => ({ ...LEAD, id: i + 1 + (body.filtro?.offset ?? 0) }),
        ),
      })),
    ]);
    renderPage(<LeadsListPage />);
    await screen.findAllByText('Juliana Ribeiro');
    fireEvent.click(button('Exportar relatório'));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path === API.list.path && (c.body as { filtro: { limit: number } }).filtro.limit === 100),
      ).toHaveLength(2),
    );
  });

  it('shows Alterar status to exactly the accounts allowed to edit leads', { timeout: 60_000 }, async () => {
    await expectButtonsFollowPermissions(
      () => <LeadsListPage />,
      [...lookups, answer(API.list, () => ({ total: 1, vendas_lead: [LEAD] }))],
      'Juliana Ribeiro',
      [{ label: 'Alterar status', action: API.update.access }],
    );
  });
});
