import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { HR_REPORTS_API as API } from '@intranet/shared/hr-reports/hr-reports.contract';
import { AGE_BANDS } from '@intranet/shared/hr-reports/hr-reports.rules';
import type { PersonRow } from '@intranet/shared/hr-reports/hr-reports.schemas';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CarRepairReportPage, PyramidReportPage } from './report-pages';

afterEach(() => {
  session.clear();
});

const people: PersonRow[] = [
  {
    id: 1,
    nome: 'Ana Souza',
    empresa: 'Bitcom',
    departamento: 'Tecnologia',
    cargo: 'Analista',
    genero: 'F',
    data_nascimento: '2006-11-25',
    idade: 20,
    faixa: '20-24',
    data_admissao: '2024-11-25',
    anos_empresa: 2,
  },
  {
    id: 2,
    nome: '=Bruno Lima',
    empresa: 'Vetorial',
    departamento: null,
    cargo: null,
    genero: null,
    data_nascimento: '1958-01-10',
    idade: 68,
    faixa: '65mais',
    data_admissao: '2010-03-01',
    anos_empresa: 16,
  },
];

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

describe('age pyramid report', () => {
  it('shows the bands in a table, the people paged, and exports every row of the filter to XLSX', async () => {
    signIn({ roles: ['rh:leitor', 'user'] });
    const api = stubApi([
      answer(API.pyramid, () => ({ total: 2, dados: people.slice(0, 1) })),
      answer(API.pyramidAll, () => ({ total: 2, truncado: false, dados: people })),
      answer(API.pyramidBands, () => ({
        data: '2026-11-25',
        faixas: AGE_BANDS.map((b) => ({
          faixa: b.key,
          F: b.key === '20-24' ? 1 : 0,
          M: 0,
          O: 0,
          N: b.key === '65mais' ? 1 : 0,
        })),
      })),
    ]);
    const blobs = captureDownloads();
    renderPage(<PyramidReportPage />, { path: '/reports/pyramid-list' });

    const figures = await screen.findByRole('table', { name: /Pessoas por faixa de idade e sexo em 25\/11\/2026/ });
    const band = within(figures).getByRole('row', { name: /20–24/ });
    expect(
      within(band)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '1', '0', '0', '1']);
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('2 registro(s)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Exportar relatório/ }));
    await userEvent.click(await screen.findByText('XLSX (Excel)'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const XLSX = await import('@e965/xlsx/dist/xlsx.mini.min');
    const book = XLSX.read(new Uint8Array(await bytesOf(blobs[0])), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
    expect(book.SheetNames).toEqual(['Pirâmide etária']);
    expect(rows).toEqual([
      ['Nome', 'Empresa', 'Departamento', 'Nascimento', 'Idade', 'Faixa', 'Sexo'],
      ['Ana Souza', 'Bitcom', 'Tecnologia', '25/11/2006', 20, '20–24', 'Feminino'],
      ["'=Bruno Lima", 'Vetorial', '', '10/01/1958', 68, '65+', 'Não informado'],
    ]);
    // The export read every row of the same filter in one bounded call.
    const exported = api.calls.find((c) => c.path === API.pyramidAll.path)!;
    expect(exported).toBeTruthy();
  });

  it('the vehicle maintenance report shows each vehicle’s cost per month and the fleet’s total', async () => {
    signIn({ roles: ['solitacoes:leitor', 'pagina_inicial:leitor'] });
    stubApi([
      answer(FLEET_API.carRepair, () => ({
        meses: ['2026-10', '2026-11'],
        veiculos: [
          { id_veiculo: 1, placa: 'ABC1234', modelo: 'Strada', custos: [0, 550.5], total: 550.5, manutencoes: 2 },
        ],
        total: 550.5,
      })),
    ]);
    renderPage(<CarRepairReportPage />, { path: '/reports/car-repair' });
    expect(await screen.findByText('ABC-1234 — Strada')).toBeInTheDocument();
    expect(screen.getAllByText(/550,50/).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Total da frota')).toBeInTheDocument();
  });
});
