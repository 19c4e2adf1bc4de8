import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { OptionsSelect } from './crud-controls';

describe('the generic form select', () => {
  it("shows a new record's 0 as nothing chosen, not as the value '0'", () => {
    render(
      <OptionsSelect
        aria-label="Categoria"
        value={0}
        options={[{ value: 1, label: 'Rede fora do ar' }]}
        dependsOn=""
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Categoria' }).closest('.ant-select')!;
    expect(box.textContent).toBe('');
  });

  it('shows a chosen record by its label', () => {
    render(
      <OptionsSelect
        aria-label="Categoria"
        value={1}
        options={[{ value: 1, label: 'Rede fora do ar' }]}
        dependsOn=""
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Categoria' }).closest('.ant-select')!.textContent).toBe(
      'Rede fora do ar',
    );
  });
});
