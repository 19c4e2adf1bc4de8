import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import type { HistoryEntry } from '@intranet/shared/history/history.schemas';
import { answer, signIn, stubApi } from '../../test/render-page';
import { historyItems } from './history-entries';
import { HistoryViewer } from './history-viewer';

const entry = (e: Omit<HistoryEntry, 'tabela'>): HistoryEntry => ({ tabela: 'vendas_campanha', ...e });
const logs: HistoryEntry[] = [
  entry({
    id: 1,
    operacao: 'INSERT',
    data: '2026-03-01T13:05:00Z',
    old_data: null,
    new_data: { nome: 'A' },
    id_usuario: 1,
    usuario: { nome: 'Ana' },
  }),
  entry({
    id: 2,
    operacao: 'UPDATE',
    data: '2026-03-02T14:10:00Z',
    old_data: { nome: 'A', cor: '#ff0000', texto: '<p>velho</p>', updated_at: '1' },
    new_data: { nome: 'B', cor: '#00ff00', texto: '<p>novo</p>', updated_at: '2' },
    id_usuario: null,
    usuario: null,
  }),
  entry({
    id: 3,
    operacao: 'UPDATE',
    data: '2026-03-03T10:00:00Z',
    old_data: { nome: 'B', updated_at: '2' },
    new_data: { nome: 'B', updated_at: '3' },
    id_usuario: 1,
    usuario: { nome: 'Ana' },
  }),
  entry({
    id: 4,
    operacao: 'UPDATE',
    data: '2026-03-04T10:00:00Z',
    old_data: { descricao: null },
    new_data: { descricao: 'x' },
    id_usuario: 1,
    usuario: { nome: 'Ana' },
  }),
];

describe('history entries', () => {
  it('lists newest first, skips timestamp-only edits and names a nameless user Super Admin', () => {
    const items = historyItems(logs);
    expect(items.map((i) => i.text)).toEqual([
      'Ana editou o item 04/03/2026 às 07:00',
      'Super Admin editou o item 02/03/2026 às 11:10',
      'Ana criou o item 01/03/2026 às 10:05',
    ]);
    expect(items[1].changes.map((c) => c.field)).toEqual(['nome', 'cor', 'texto']);
  });
});

describe('HistoryViewer', () => {
  it('shows the names of lookup ids instead of the ids', async () => {
    const edit = entry({
      id: 9,
      operacao: 'UPDATE',
      data: '2026-03-05T10:00:00Z',
      old_data: { id_cargo: 37, id_departamento: 10 },
      new_data: { id_cargo: 31, id_departamento: 8 },
      id_usuario: 1,
      usuario: { nome: 'Ana' },
    });
    stubApi([
      answer(HISTORY_API.list, () => ({
        rh_logs_rh: [{ ...edit, tabela: 'rh_usuario' }],
        nomes: { id_cargo: { '37': 'Analista', '31': 'Coordenador' }, id_departamento: { '10': 'Recursos Humanos' } },
      })),
    ]);
    signIn({ roles: ['rh:gestor', 'user'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HistoryViewer tabela="rh_usuario" id={7} labels={{ id_cargo: 'Cargo', id_departamento: 'Departamento' }} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByText('Ver histórico de Edições'));
    const cargo = (await screen.findByText('Cargo:')).closest('li')!;
    expect(cargo).toHaveTextContent('Cargo: Analista Coordenador');
    // An id the server could not name is shown as it is.
    expect(screen.getByText('Departamento:').closest('li')).toHaveTextContent('Departamento: Recursos Humanos 8');
  });

  it('shows the count, each change old → new, Campo vazio, swatches and the rich text under its collapse', async () => {
    const { calls } = stubApi([answer(HISTORY_API.list, () => ({ rh_logs_rh: logs }))]);
    signIn({ roles: ['marketing:leitor', 'vendas:gestor', 'rh:gestor', 'user'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HistoryViewer tabela="vendas_campanha" id={7} labels={{ nome: 'Nome' }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('3')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Ver histórico de Edições'));
    expect(await screen.findByText('Super Admin editou o item 02/03/2026 às 11:10')).toBeInTheDocument();
    expect(screen.getByText('Nome:')).toBeInTheDocument();
    expect(screen.getByText('Campo vazio')).toBeInTheDocument();
    expect(document.querySelectorAll('.history-viewer__swatch')).toHaveLength(2);
    expect(screen.getByText('Abra para ver o texto antigo/novo')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: HISTORY_API.list.method, path: HISTORY_API.list.path });
    expect(calls[0].body).toEqual({ tabelas: 'vendas_campanha', id_item: 7, limit: 100, offset: 0 });
    // The campaigns' read action acts in sales, marketing first.
    expect(calls[0].headers['x-role']).toBe('marketing:leitor');
  });
});
