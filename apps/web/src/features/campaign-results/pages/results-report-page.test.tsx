import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESULTS_REPORT_API as API } from '@intranet/shared/campaign-results/campaign-results.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { SALES_API } from '@intranet/shared/sales/sales.contract';
import { session } from '../../../lib/session';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { toasts } from '../../../components/form/test-queries';
import { emptyTable, january, twoMonths } from '../test/report-fixtures';
import { ResultsReportPage } from './results-report-page';

const PATH = '/marketing/results-campaigns-report/report';
const base = [
  answer(LOOKUPS_API.companies, () => ({
    companies: [
      { id: 1, nome: 'Bitcom' },
      { id: 2, nome: 'RazãoInfo' },
      { id: 3, nome: 'Vetorial' },
    ],
  })),
  answer(SALES_API.listCampaigns, () => ({ vendas_campanha: [] })),
];
const week = { ...twoMonths, colunas: [{ ...twoMonths.colunas[0], rotulo: '05 - 11/Jan' }], total: january };

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

const section = (title: string) => screen.getByRole('region', { name: title });

describe('results report', () => {
  it('opens on the synthetic table of every provider: a row per metric, a column per month and their total, a dash for a ratio over zero', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...base, answer(API.synthetic, () => ({ relatorio_sintetico: twoMonths }))]);
    renderPage(<ResultsReportPage />, { path: PATH });
    for (const tab of ['Geral', 'Bitcom', 'RazãoInfo', 'Vetorial'])
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
    for (const card of ['SINTÉTICO', 'SEMANAL CONSOLIDADO', 'SEMANAL DETALHADO', 'GRÁFICOS'])
      expect(screen.getByText(card, { selector: 'strong' })).toBeInTheDocument();
    const table = section('SINTÉTICO');
    await within(table).findAllByText('Jan/2026');
    expect(within(table).getAllByText('Total').length).toBeGreaterThan(0);
    const cpc = within(table).getByText('CPC').closest('tr')!;
    expect([...cpc.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['CPC', 'R$ 0,60', '—', 'R$ 0,68']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 15);
  });

  it("shows 'Não há dados disponíveis' for a table without data", async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...base, answer(API.synthetic, () => ({ relatorio_sintetico: emptyTable }))]);
    renderPage(<ResultsReportPage />, { path: PATH });
    expect(await within(section('SINTÉTICO')).findByText('Não há dados disponíveis')).toBeInTheDocument();
  });

  it('logs a failed report and shows its table empty, without a notification', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi([
      ...base,
      answer(API.synthetic, () => {
        throw new StubFailure(500, { error: 'internal', message: 'Ops!' });
      }),
    ]);
    renderPage(<ResultsReportPage />, { path: PATH });
    expect(await within(section('SINTÉTICO')).findByText('Não há dados disponíveis')).toBeInTheDocument();
    expect(logged.mock.calls.some(([first]) => String(first).startsWith('Relatório sintetico'))).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('reads the tab of a provider from its own call, with the campaign of the address', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi([
      ...base,
      answer(API.synthetic, () => ({ relatorio_sintetico: twoMonths })),
      answer(API.syntheticOfProvider, () => ({ relatorio_sintetico: emptyTable })),
    ]);
    renderPage(<ResultsReportPage />, { path: PATH, at: `${PATH}?idCampaign=5` });
    fireEvent.click(await screen.findByRole('tab', { name: 'RazãoInfo' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/leads/relatorio/sintetico/2')).toBe(true), {
      timeout: 5000,
    });
    expect(calls.find((c) => c.path === '/v1/leads/relatorio/sintetico')).toBeDefined();
    expect(await within(section('SINTÉTICO')).findByText('Não há dados disponíveis')).toBeInTheDocument();
  });

  it('SEMANAL CONSOLIDADO shows the weeks of its call', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      ...base,
      answer(API.synthetic, () => ({ relatorio_sintetico: emptyTable })),
      answer(API.consolidated, () => ({ relatorio_semanal_consolidado: week })),
    ]);
    renderPage(<ResultsReportPage />, { path: PATH });
    fireEvent.click(await screen.findByText('SEMANAL CONSOLIDADO', { selector: 'strong' }));
    expect((await within(section('SEMANAL CONSOLIDADO')).findAllByText('05 - 11/Jan')).length).toBeGreaterThan(0);
  });

  it('SEMANAL DETALHADO shows a Facebook block, a Google block and the comparison, per provider through the provider calls', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi([
      ...base,
      answer(API.synthetic, () => ({ relatorio_sintetico: emptyTable })),
      answer(API.detailed, ({ body }) => ({
        relatorio_semanal_detalhado: { canal: body.canal, ...(body.canal === 'Facebook' ? week : emptyTable) },
      })),
      answer(API.detailedOfProvider, ({ body }) => ({
        relatorio_semanal_detalhado: { canal: body.canal, ...emptyTable },
      })),
      answer(API.comparison, () => ({
        relatorio_comparativo: { colunas: [{ ...twoMonths.colunas[0], rotulo: 'Facebook' }], total: january },
      })),
      answer(API.comparisonOfProvider, () => ({ relatorio_comparativo: emptyTable })),
    ]);
    renderPage(<ResultsReportPage />, { path: PATH });
    fireEvent.click(await screen.findByText('SEMANAL DETALHADO', { selector: 'strong' }));
    expect((await within(section('SEMANAL DETALHADO - FACEBOOK')).findAllByText('05 - 11/Jan')).length).toBeGreaterThan(
      0,
    );
    expect(
      await within(section('SEMANAL DETALHADO - GOOGLE')).findByText('Não há dados disponíveis'),
    ).toBeInTheDocument();
    expect((await within(section('COMPARATIVO FACEBOOK × GOOGLE')).findAllByText('Facebook')).length).toBeGreaterThan(
      0,
    );
    expect(calls.filter((c) => c.path === API.detailed.path).map((c) => c.body)).toEqual(
      expect.arrayContaining([{ canal: 'Facebook' }, { canal: 'Google' }]),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Vetorial' }));
    await waitFor(
      () =>
        expect(calls.filter((c) => c.path === API.detailedOfProvider.path).map((c) => c.body)).toEqual(
          expect.arrayContaining([
            { canal: 'Facebook', empresa: 3 },
            { canal: 'Google', empresa: 3 },
          ]),
        ),
      { timeout: 5000 },
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/leads/relatorio/comparativo/3')).toBe(true), {
      timeout: 5000,
    });
  });

  it('GRÁFICOS loads the charts on demand: investment against revenue, and ROAS and CPL per provider', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      ...base,
      answer(API.synthetic, () => ({ relatorio_sintetico: emptyTable })),
      answer(API.charts, () => ({
        relatorio_graficos: {
          periodos: [{ rotulo: '05 - 11/Jan', inicio: '2026-01-05', fim: '2026-01-11' }],
          provedores: [{ id: 1, nome: 'Bitcom', metricas: [january] }],
          total: [january],
        },
      })),
    ]);
    renderPage(<ResultsReportPage />, { path: PATH });
    fireEvent.click(await screen.findByText('GRÁFICOS', { selector: 'strong' }));
    for (const title of ['Investimento × Faturamento por período', 'ROAS por provedor', 'CPL por provedor']) {
      expect(await screen.findByText(title, { selector: 'figcaption' }, { timeout: 5000 })).toBeInTheDocument();
    }
    const roas = screen.getByText('ROAS por provedor', { selector: 'caption' }).closest('table')!;
    expect(within(roas).getByText('5,00')).toBeInTheDocument();
    expect(screen.queryByText('Exportar CSV')).toBeNull();
  });

  it('exports the tables of the view to CSV, with every formula-looking cell made inert', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const hostile = { ...twoMonths, colunas: [{ ...twoMonths.colunas[0], rotulo: '=1+1' }], total: null };
    stubApi([...base, answer(API.synthetic, () => ({ relatorio_sintetico: hostile }))]);
    renderPage(<ResultsReportPage />, { path: PATH });
    await within(section('SINTÉTICO')).findAllByText('=1+1');
    fireEvent.click(screen.getByText('Exportar CSV'));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 5000 });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).toContain("SINTÉTICO - Geral\r\nMétrica;'=1+1\r\n");
  });
});
