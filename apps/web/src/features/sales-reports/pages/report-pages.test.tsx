import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SALES_REPORTS_API as API,
  SALES_REPORT_CALLS as CALLS,
} from '@intranet/shared/sales-reports/sales-reports.contract';
import type {
  DashboardResponse,
  SalesFigures,
  SalesReportPage,
  SalesReportRow,
} from '@intranet/shared/sales-reports/sales-reports.schemas';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { reportPattern } from '../report-url';
import { DashboardPage } from './dashboard-page';
import { CampaignsDetailsPage } from './report-pages';

afterEach(() => session.clear());

const figures = (leads: number, vendas: number, faturamento: number, investimento: number | null): SalesFigures => ({
  leads,
  vendas,
  faturamento,
  conversao: leads ? vendas / leads : null,
  investimento,
  roas: investimento ? faturamento / investimento : null,
  contatados: null,
  horas_primeiro_contato: null,
});
const row = (over: Partial<SalesReportRow>, f: SalesFigures): SalesReportRow => ({
  chave: '1',
  rotulo: '',
  id_campanha: null,
  id_canal: null,
  id_empresa: null,
  id_vendedor: null,
  campanha: null,
  canal: null,
  empresa: null,
  cidade: null,
  bairro: null,
  rua: null,
  dimensao: null,
  ...f,
  ...over,
});
const rows = [
  row(
    {
      chave: '5-3-2',
      rotulo: 'Black Friday · Facebook · Bitcom',
      id_campanha: 5,
      id_canal: 3,
      id_empresa: 2,
      campanha: 'Black Friday',
      canal: 'Facebook',
      empresa: 'Bitcom',
    },
    figures(120, 30, 3000, 1500),
  ),
  row(
    {
      chave: '5-4-2',
      rotulo: '=Campanha · Google · Bitcom',
      id_campanha: 5,
      id_canal: 4,
      id_empresa: 2,
      campanha: '=Campanha',
      canal: 'Google',
      empresa: 'Bitcom',
    },
    figures(10, 0, 0, 0),
  ),
];
const page: SalesReportPage = {
  de: '2026-10-01',
  ate: '2026-10-31',
  total: 2,
  dados: rows,
  soma: figures(130, 30, 3000, 1500),
};

/** Keeps the blobs the page downloads. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:x')) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  return blobs;
}
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

describe('campaigns details report', () => {
  it('reads the filter from the address, shows the totals and the rows with ROAS, each row opening its campaign', async () => {
    signIn({ roles: ['vendas:leitor', 'user'] });
    const api = stubApi([answer(CALLS.campaignsDetails.page, () => page)]);
    renderPage(<CampaignsDetailsPage />, {
      path: reportPattern('campaignsDetails'),
      at: '/sales/reports/campaigns/details/2/2026-10-01/2026-10-31/5',
    });
    const link = await screen.findByRole('link', { name: 'Black Friday' });
    expect(link).toHaveAttribute('href', '/sales/details-campaign/5/3/2?data_ini=2026-10-01&data_end=2026-10-31');
    const line = screen.getByRole('row', { name: /Black Friday/ });
    expect(within(line).getByText('R$ 1.500,00')).toBeInTheDocument();
    expect(within(line).getByText('2,00')).toBeInTheDocument();
    expect(within(line).getByText('25,00%')).toBeInTheDocument();
    const other = screen.getByRole('row', { name: /Google/ });
    expect(within(other).getAllByText('—').length).toBeGreaterThan(0);
    const totals = screen.getByLabelText('Totais do período');
    expect(within(totals).getByText('130')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === CALLS.campaignsDetails.page.path)!;
    expect(call).toBeTruthy();
  });

  it('exports every row of the filter to a workbook that reads back with figures as numbers, and to CSV', async () => {
    signIn({ roles: ['vendas:leitor', 'user'] });
    stubApi([
      answer(CALLS.campaignsDetails.page, () => page),
      answer(CALLS.campaignsDetails.all, () => ({ ...page, truncado: false })),
    ]);
    const blobs = captureDownloads();
    renderPage(<CampaignsDetailsPage />, {
      path: reportPattern('campaignsDetails'),
      at: '/sales/reports/campaigns/details/2/2026-10-01/2026-10-31/5',
    });
    await screen.findByRole('link', { name: 'Black Friday' });
    await userEvent.click(screen.getByRole('button', { name: /Exportar relatório/ }));
    await userEvent.click(await screen.findByText('XLSX (Excel)'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const XLSX = await import('@e965/xlsx/dist/xlsx.mini.min');
    const book = XLSX.read(new Uint8Array(await bytesOf(blobs[0])), { type: 'array' });
    const sheet = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
      defval: '',
    });
    expect(book.SheetNames).toEqual(['Campanhas - Detalhes']);
    expect(sheet[0][0]).toBe('Campanhas - Detalhes — 01/10/2026 a 31/10/2026');
    expect(sheet[1]).toEqual([
      'Campanha',
      'Canal',
      'Provedor',
      'Leads',
      'Vendas',
      'Conversão',
      'Faturamento',
      'Valor investido',
      'ROAS',
    ]);
    expect(sheet[2]).toEqual(['Black Friday', 'Facebook', 'Bitcom', 120, 30, 0.25, 3000, 1500, 2]);
    expect(sheet[3]).toEqual(["'=Campanha", 'Google', 'Bitcom', 10, 0, 0, 0, 0, '—']);

    await userEvent.click(screen.getByRole('button', { name: /Exportar relatório/ }));
    await userEvent.click(await screen.findByText('CSV (separado por ponto e vírgula)'));
    await waitFor(() => expect(blobs).toHaveLength(2));
    const csv = new TextDecoder().decode(await bytesOf(blobs[1])).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('Campanha;Canal;Provedor;Leads;Vendas;Conversão;Faturamento;Valor investido;ROAS');
    expect(lines[2]).toBe('Black Friday;Facebook;Bitcom;120;30;25,00%;R$ 3.000,00;R$ 1.500,00;2,00');
    expect(lines[3]).toBe("'=Campanha;Google;Bitcom;10;0;0,00%;R$ 0,00;R$ 0,00;—");
  });
});

describe('sales dashboard', () => {
  it('shows the week against the previous one, and the figures of its charts in tables', async () => {
    signIn({ roles: ['vendas:leitor', 'user'] });
    const dashboard: DashboardResponse = {
      semana: { de: '2026-10-19', ate: '2026-10-21' },
      atual: figures(50, 10, 1000, 400),
      anterior: figures(40, 10, 800, 400),
      dias: [
        { dia: '2026-10-19', leads: 20, vendas: 4 },
        { dia: '2026-10-20', leads: 18, vendas: 3 },
        { dia: '2026-10-21', leads: 12, vendas: 3 },
      ],
      semanas: [{ semana: '2026-10-19', leads: 50, vendas: 10, conversao: 0.2 }],
      canais: [row({ chave: '3', rotulo: 'Facebook', id_canal: 3 }, figures(50, 10, 1000, null))],
    };
    stubApi([answer(API.dashboard, () => dashboard)]);
    renderPage(<DashboardPage />, { path: '/sales/reports/dashboard', at: '/sales/reports/dashboard?provedor=2' });
    expect(await screen.findByText('Semana de 19/10/2026 a 21/10/2026')).toBeInTheDocument();
    // Leads, revenue and ROAS grew a quarter; the sales stayed.
    expect(screen.getAllByText('+25,0% sobre a semana anterior')).toHaveLength(3);
    expect(screen.getAllByText('+0,0% sobre a semana anterior').length).toBeGreaterThan(0);
    const perDay = screen.getByRole('table', { name: 'Leads e vendas por dia da semana' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(4);
    expect(
      within(within(perDay).getByRole('row', { name: /20\/10/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18', '3']);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      '/sales/reports/channels/details/2/2026-10-19/2026-10-21/3',
    );
    expect(screen.getByRole('link', { name: 'Sem cobertura' })).toHaveAttribute(
      'href',
      '/sales/reports/without-coverage?provedor=2',
    );
  });
});
