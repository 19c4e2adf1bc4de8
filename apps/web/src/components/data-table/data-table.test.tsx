import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { DataTable, type DataTableColumn } from './data-table';
import { toCsv } from './csv';
import { today } from '@intranet/shared/calendar/days';

type Row = { id: number; nome: string; ativo: boolean };

const columns: DataTableColumn<Row>[] = [
  { key: 'nome', title: 'Nome' },
  {
    key: 'ativo',
    title: 'Ativo',
    badge: (r) => ({ text: r.ativo ? 'Ativo' : 'Inativo', color: r.ativo ? 'green' : 'red' }),
  },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    nome: `Item ${String(i + 1).padStart(2, '0')}`,
    ativo: i % 2 === 0,
  }));

function bodyNames(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent ?? '');
}

describe('DataTable', () => {
  it('sorts ascending on the first header click and toggles to descending on the next', () => {
    const data = [
      { id: 1, nome: 'Bruno', ativo: true },
      { id: 2, nome: 'Ana', ativo: false },
      { id: 3, nome: 'Carla', ativo: true },
    ];
    render(<DataTable rowKey="id" columns={columns} data={data} />);
    const header = screen.getAllByText('Nome')[0];
    fireEvent.click(header);
    expect(bodyNames()).toEqual(['Ana', 'Bruno', 'Carla']);
    fireEvent.click(header);
    expect(bodyNames()).toEqual(['Carla', 'Bruno', 'Ana']);
    fireEvent.click(header);
    expect(bodyNames()).toEqual(['Ana', 'Bruno', 'Carla']);
  });

  it('shows 20 rows per page by default and offers 20, 40, 60 and Todos', async () => {
    render(<DataTable rowKey="id" columns={columns} data={rows(70)} />);
    expect(bodyNames()).toHaveLength(20);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Itens por página' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['20', '40', '60', 'Todos']);
  });

  it('shows every row when Todos is chosen and 40 when 40 is chosen', async () => {
    render(<DataTable rowKey="id" columns={columns} data={rows(70)} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Itens por página' }));
    fireEvent.click(await screen.findByTitle('40'));
    expect(bodyNames()).toHaveLength(40);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Itens por página' }));
    fireEvent.click(await screen.findByTitle('Todos'));
    expect(bodyNames()).toHaveLength(70);
  });

  it('reports the server page size change when paging on the server', async () => {
    const onChange = vi.fn();
    render(
      <DataTable
        rowKey="id"
        columns={columns}
        data={rows(20)}
        server={{ total: 95, page: 1, pageSize: 20, onChange }}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Itens por página' }));
    fireEvent.click(await screen.findByTitle('60'));
    expect(onChange).toHaveBeenCalledWith(1, 60);
  });

  it('says Nenhum dado encontrado when there are no rows', () => {
    render(<DataTable rowKey="id" columns={columns} data={[]} />);
    expect(screen.getAllByText('Nenhum dado encontrado').length).toBeGreaterThan(0);
  });

  it('exports the visible columns as semicolon CSV named after the screen and the day', async () => {
    document.title = 'Feriados · Intranet';
    let blob: Blob | null = null;
    const create = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:x';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <DataTable
        rowKey="id"
        columns={columns}
        exportable
        data={[
          { id: 1, nome: 'Ana; filha', ativo: true },
          { id: 2, nome: 'Bruno', ativo: false },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Exportar relatório/ }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    const raw = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    const text = raw.replace(/^\uFEFF/, '');
    expect(text).toBe('Nome;Ativo\r\n"Ana; filha";Ativo\r\nBruno;Inativo');
    expect(click).toHaveBeenCalled();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(`feriados-${today()}.csv`);
    click.mockRestore();
  });

  it('selects only the rows of the current page with the header checkbox', () => {
    const onSelect = vi.fn();
    render(
      <DataTable rowKey="id" columns={columns} data={rows(30)} selection={{ selectedKeys: [], onChange: onSelect }} />,
    );
    const [all] = screen.getAllByRole('checkbox');
    fireEvent.click(all);
    expect(onSelect.mock.calls[0][0]).toHaveLength(20);
  });
});

describe('toCsv', () => {
  it('quotes values holding separators or quotes', () => {
    expect(toCsv([{ title: 'A', value: (r: { a: string }) => r.a }], [{ a: 'x"y' }])).toBe('A\r\n"x""y"');
  });

  it('neutralises every cell a spreadsheet would run as a formula, titles included', () => {
    const column = { title: '=Nome', value: (r: { a: string }) => r.a };
    const csv = toCsv(
      [column],
      [{ a: '=HYPERLINK("http://x")' }, { a: '+1' }, { a: '-2' }, { a: '@SUM(A1)' }, { a: 'Ana' }],
    );
    expect(csv.split('\r\n')).toEqual(["'=Nome", '"\'=HYPERLINK(""http://x"")"', "'+1", "'-2", "'@SUM(A1)", 'Ana']);
  });
});

describe('DataTable row actions', () => {
  it('keeps the actions column fixed at the right, on screen when the table scrolls sideways', () => {
    render(
      <DataTable
        rowKey="id"
        columns={columns}
        data={rows(1)}
        actions={[{ key: 'edit', label: 'Editar', onClick: () => undefined }]}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'Ações' });
    expect(header.className).toMatch(/ant-table-cell-fix-right|ant-table-cell-fix-end/);
  });
});
