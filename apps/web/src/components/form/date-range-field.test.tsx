import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { DateRangeField, type DayRange } from './date-range-field';

function Harness({ initial }: { initial: DayRange | null }) {
  const [value, setValue] = useState<DayRange | null>(initial);
  return (
    <>
      <DateRangeField id="periodo" value={value} onChange={setValue} />
      <output data-testid="value">{value ? value.join(' a ') : 'vazio'}</output>
    </>
  );
}

const cell = (day: string) => document.querySelector(`td[title="${day}"]`) as HTMLElement;

async function openPicker() {
  fireEvent.mouseDown(document.getElementById('periodo')!);
  fireEvent.click(document.getElementById('periodo')!);
  await screen.findByText('Confirmar');
}

describe('DateRangeField', () => {
  it('shows the period as dd/mm/yyyy and hands the two days picked to the form only on Confirmar', async () => {
    render(<Harness initial={['2026-05-04', '2026-05-06']} />);
    expect(document.getElementById('periodo')).toHaveValue('04/05/2026');
    await openPicker();
    fireEvent.click(cell('2026-05-10'));
    fireEvent.click(cell('2026-05-12'));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-05-04 a 2026-05-06');
    fireEvent.click(screen.getByText('Confirmar'));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-05-10 a 2026-05-12');
  });

  it('offers Confirmar only once both days of a new period are picked', async () => {
    render(<Harness initial={null} />);
    await openPicker();
    const confirm = () => screen.getByText('Confirmar').closest('button');
    expect(confirm()).toBeDisabled();
    const today = document.querySelector('td.ant-picker-cell-today') as HTMLElement;
    fireEvent.click(today);
    expect(confirm()).toBeDisabled();
    fireEvent.click(today);
    expect(confirm()).toBeEnabled();
    fireEvent.click(confirm()!);
    const day = today.getAttribute('title');
    expect(screen.getByTestId('value')).toHaveTextContent(`${day} a ${day}`);
  });

  it('keeps the period as it was on Cancelar', async () => {
    render(<Harness initial={['2026-05-04', '2026-05-06']} />);
    await openPicker();
    fireEvent.click(cell('2026-05-20'));
    fireEvent.click(cell('2026-05-21'));
    fireEvent.click(screen.getByText('Cancelar'));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-05-04 a 2026-05-06');
    expect(document.getElementById('periodo')).toHaveValue('04/05/2026');
  });
});
