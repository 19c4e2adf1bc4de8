import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import type { ReadFigures, ReadPerson } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { PendingReadsPanel } from '../components/pending-reads-panel';
import { ReadDetailPage } from './read-detail-page';
import { ReadReportPage } from './read-report-page';

afterEach(() => {
  session.clear();
});

const conduct: ReadFigures = {
  tipo: 'manual',
  id: 6,
  titulo: 'Código de conduta',
  versao: 1,
  desde: '2026-10-26T13:00:00.000Z',
  publico: 36,
  confirmados: 24,
  pendentes: 12,
  percentual: 66.7,
};
const news: ReadFigures = {
  tipo: 'noticia',
  id: 4,
  titulo: 'Nova política de reembolso',
  versao: 1,
  desde: '2026-11-20T13:00:00.000Z',
  publico: 8,
  confirmados: 2,
  pendentes: 6,
  percentual: 25,
};

const person = (id: number, status: 'confirmado' | 'pendente'): ReadPerson => ({
  id_usuario: id,
  nome: `Pessoa ${id}`,
  departamento: id % 2 ? 'Marketing' : 'Comercial',
  empresa: 'Bitcom',
  status,
  confirmado_em: status === 'confirmado' ? '2026-11-21T14:05:00.000Z' : null,
});

describe('read confirmations report', () => {
  it('lists the mandatory items with their figures, filters by type and opens an item', async () => {
    signIn({ roles: ['rh:leitor', 'user'] });
    const { calls } = stubApi([
      answer(API.report, ({ url }) => {
        const tipo = url.searchParams.get('tipo');
        const itens = [news, conduct].filter((i) => !tipo || i.tipo === tipo);
        return { total: itens.length, itens };
      }),
    ]);
    renderPage(<ReadReportPage />, { path: '/reports/read-confirm' });
    const row = (await screen.findByText('Código de conduta')).closest('tr')!;
    expect(within(row).getByText('Manual do Colaborador')).toBeInTheDocument();
    expect(within(row).getByText('36')).toBeInTheDocument();
    expect(within(row).getByText('24')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('26/10/2026')).toBeInTheDocument();
    expect(
      within(row).getByRole('progressbar', { name: 'Leituras confirmadas de Código de conduta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nova política de reembolso')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByTitle('Manual do Colaborador'));
    await waitFor(() => expect(screen.queryByText('Nova política de reembolso')).not.toBeInTheDocument());
    expect(calls.at(-1)?.path).toBe('/v1/leituras/relatorio');
    fireEvent.click(screen.getByText('Código de conduta'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/reports/read-confirm-list/6?tipo=manual');
  });
});

describe('read confirmations detail', () => {
  const stub = (reminded: { value: boolean }) =>
    stubApi([
      answer(API.detail, ({ url }) => {
        const status = url.searchParams.get('status');
        const everyone = [person(1, 'confirmado'), person(2, 'pendente'), person(3, 'pendente')];
        const pessoas = everyone.filter((p) => !status || p.status === status);
        return {
          item: { ...news, publico: 3, confirmados: 1, pendentes: 2, percentual: 33.3 },
          departamentos: [{ id: 9, nome: 'Marketing', empresa: 'Bitcom' }],
          total: pessoas.length,
          pessoas,
          lembretes: reminded.value
            ? [
                {
                  id: 1,
                  versao: 1,
                  enviado_por: 'Renata Gestora',
                  enviado_em: '2026-11-25T13:00:00.000Z',
                  quantidade: 2,
                },
              ]
            : [],
        };
      }),
      answer(API.remind, () => {
        reminded.value = true;
        return {
          notificados: 2,
          lembrete: {
            id: 1,
            versao: 1,
            enviado_por: 'Renata Gestora',
            enviado_em: '2026-11-25T13:00:00.000Z',
            quantidade: 2,
          },
        };
      }),
    ]);

  it('lists each person with status and instant, filters by status and exports every page', async () => {
    signIn({ roles: ['rh:leitor', 'user'] });
    const { calls } = stub({ value: false });
    renderPage(<ReadDetailPage />, {
      path: '/reports/read-confirm-list/:id',
      at: '/reports/read-confirm-list/4?tipo=noticia',
    });
    const row = (await screen.findByText('Pessoa 1')).closest('tr')!;
    expect(within(row).getByText('Confirmado')).toBeInTheDocument();
    expect(within(row).getByText('21/11/2026 - 11:05')).toBeInTheDocument();
    expect(screen.getByText('33,3%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lembrar pendentes/ })).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Pendente'));
    await waitFor(() => expect(screen.queryByText('Pessoa 1')).not.toBeInTheDocument());
    expect(screen.getByText('Pessoa 2')).toBeInTheDocument();

    let blob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        blob = b;
        return 'blob:x';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: /Exportar relatório/ }));
    await waitFor(() => expect(blob).not.toBeNull());
    const raw = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    const text = raw.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'Nome;Departamento;Empresa;Status;Confirmado em',
      'Pessoa 2;Comercial;Bitcom;Pendente;',
      'Pessoa 3;Marketing;Bitcom;Pendente;',
    ]);
    expect(calls.filter((c) => c.path === '/v1/leituras/relatorio/noticia/4').length).toBeGreaterThanOrEqual(3);
    click.mockRestore();
  });

  it('reminds the pending people after confirming, and shows the reminder', async () => {
    signIn({ roles: ['rh:gestor', 'user'] });
    const { calls } = stub({ value: false });
    renderPage(<ReadDetailPage />, { path: '/reports/read-confirm-list/:id', at: '/reports/read-confirm-list/4' });
    expect(await screen.findByText('Nenhum lembrete enviado.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Lembrar pendentes/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Enviar um lembrete às 2 pessoas que ainda não confirmaram a leitura?'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar lembrete' }));
    expect(await screen.findByText('Lembrete enviado a 2 pessoas.')).toBeInTheDocument();
    expect(await screen.findByText('25/11/2026 - 10:00 · Renata Gestora · 2 pessoas')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/v1/leituras/relatorio/noticia/4/lembrar',
    ]);
  });
});

describe('pending reads panel', () => {
  it('shows how many readings are pending, each a link to where it is confirmed', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'] });
    stubApi([
      answer(API.pending, () => ({
        pendentes: [
          { tipo: 'manual' as const, id: 6, titulo: 'Código de conduta', desde: '2026-10-26T13:00:00.000Z' },
          { tipo: 'noticia' as const, id: 4, titulo: 'Nova política de reembolso', desde: '2026-11-20T13:00:00.000Z' },
        ],
      })),
    ]);
    renderPage(<PendingReadsPanel />);
    expect(await screen.findByText('2 leituras pendentes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Código de conduta' })).toHaveAttribute(
      'href',
      '/employee-handbook/view?capitulo=6',
    );
    expect(screen.getByRole('link', { name: 'Nova política de reembolso' })).toHaveAttribute('href', '/news/4');
  });
});
