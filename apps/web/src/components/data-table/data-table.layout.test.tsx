import { describe, expect, it } from 'vitest';
import { render } from '../../test/antd-styles';
import { DataTable, type DataTableColumn } from './data-table';
import { signIn } from '../../test/render-page';

type Row = { id: number; titulo: string; inscritos: number };
const columns: DataTableColumn<Row>[] = [
  { key: 'titulo', title: 'Vaga' },
  { key: 'inscritos', title: 'Inscritos' },
];

describe('a wide table with row actions', () => {
  it('is as wide as its columns need, so none sits under the fixed Ações column', () => {
    signIn({ roles: ['users:superadmin'] });
    const { container } = render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        data={[{ id: 1, titulo: 'Desenvolvedor de Software Pleno', inscritos: 4 }]}
        actions={[{ key: 'edit', label: 'Editar', onClick: () => {} }]}
      />,
    );
    const table = container.querySelector('table');
    expect(table?.style.width).toBe('max-content');
  });
});
