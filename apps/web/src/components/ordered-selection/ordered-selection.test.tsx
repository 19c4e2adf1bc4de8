import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import userEvent from '@testing-library/user-event';
import { OrderedSelection, type OrderedItem } from './ordered-selection';
import { orderChange } from './order-change';

const ITEMS: OrderedItem[] = [
  { id: 1, label: 'Boas-vindas' },
  { id: 2, label: 'Cultura da empresa' },
  { id: 3, label: 'Segurança da informação' },
];

function Harness({ initial = [] as number[], onIds }: { initial?: number[]; onIds?: (ids: number[]) => void }) {
  const [ids, setIds] = useState(initial);
  return (
    <OrderedSelection
      items={ITEMS}
      value={ids}
      onChange={(next) => {
        setIds(next);
        onIds?.(next);
      }}
      selectionTitle="Seleção"
      orderingTitle="Ordenação"
      searchPlaceholder="Pesquisar trilha"
    />
  );
}

function orderedLabels(): string[] {
  return screen
    .queryAllByTestId('ordered-item')
    .map(
      (li) =>
        `${li.querySelector('.ordered-selection__priority')?.textContent}:${li.querySelector('.ordered-selection__label')?.textContent}`,
    );
}

describe('OrderedSelection', () => {
  it('gives priorities from 1 in the order items are added', async () => {
    let last: number[] = [];
    render(<Harness onIds={(ids) => (last = ids)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Segurança da informação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Boas-vindas' }));
    expect(orderedLabels()).toEqual(['1:Segurança da informação', '2:Boas-vindas']);
    expect(last).toEqual([3, 1]);
    const selection = screen.getByRole('region', { name: 'Seleção' });
    expect(within(selection).queryByText('Boas-vindas')).toBeNull();
  });

  it('moves an item up and down and renumbers the priorities', async () => {
    let last: number[] = [];
    render(<Harness initial={[1, 2, 3]} onIds={(ids) => (last = ids)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subir Segurança da informação' }));
    expect(orderedLabels()).toEqual(['1:Boas-vindas', '2:Segurança da informação', '3:Cultura da empresa']);
    await userEvent.click(screen.getByRole('button', { name: 'Descer Boas-vindas' }));
    expect(orderedLabels()).toEqual(['1:Segurança da informação', '2:Boas-vindas', '3:Cultura da empresa']);
    expect(last).toEqual([3, 1, 2]);
    expect(screen.getByRole('button', { name: 'Subir Segurança da informação' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descer Cultura da empresa' })).toBeDisabled();
  });

  it('closes the gap when an item goes back to the selection list', async () => {
    render(<Harness initial={[1, 2, 3]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remover Boas-vindas' }));
    expect(orderedLabels()).toEqual(['1:Cultura da empresa', '2:Segurança da informação']);
    expect(within(screen.getByRole('region', { name: 'Seleção' })).getByText('Boas-vindas')).toBeInTheDocument();
  });

  it('searches the selection list ignoring case and accents', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Pesquisar trilha'), 'SEGURANCA');
    const selection = screen.getByRole('region', { name: 'Seleção' });
    expect(within(selection).getByText('Segurança da informação')).toBeInTheDocument();
    expect(within(selection).queryByText('Boas-vindas')).toBeNull();
  });
});

describe('orderChange', () => {
  it('names a link with the place it takes, an unlink, or a reorder', () => {
    expect(orderChange([1, 2], [1, 2, 5])).toEqual({ kind: 'link', items: [{ id: 5, prioridade: 3 }] });
    expect(orderChange([1, 2, 3], [1, 3])).toEqual({ kind: 'unlink', ids: [2] });
    expect(orderChange([1, 2, 3], [2, 1, 3])).toEqual({ kind: 'reorder', ids: [2, 1, 3] });
    expect(orderChange([1, 2], [1, 2])).toEqual({ kind: 'none' });
  });
});
