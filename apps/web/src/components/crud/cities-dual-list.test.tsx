import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { CitiesDualList } from './crud-controls';

const OPTIONS = [
  { value: 'Betim - MG', label: 'Betim - MG' },
  { value: 'Contagem - MG', label: 'Contagem - MG' },
];

/** Each element a listbox holds (ARIA allows it options only). */
const rolesIn = (name: string) =>
  [...screen.getByRole('listbox', { name }).children].map((child) => child.getAttribute('role'));

describe('CitiesDualList', () => {
  it('its two listboxes hold their options', () => {
    render(<CitiesDualList options={OPTIONS} value={['Contagem - MG']} />);
    expect(rolesIn('Cidades disponíveis')).toEqual(['option']);
    expect(rolesIn('Cidades selecionadas')).toEqual(['option']);
  });

  it('an empty side is an empty listbox and says Nenhum dado encontrado', () => {
    render(<CitiesDualList options={OPTIONS} value={[]} />);
    expect(rolesIn('Cidades selecionadas')).toEqual([]);
    expect(screen.getByText('Nenhum dado encontrado')).toBeInTheDocument();
  });
});
