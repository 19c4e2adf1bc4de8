import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { contrast } from '../../test/contrast';
import { ProgressPercent, TONE_COLORS } from './progress-percent';

describe('ProgressPercent', () => {
  it('as a bar, is a progress bar named by its label with its value', () => {
    render(<ProgressPercent value={79.6} bar label="Progresso de Integração Vetorial" />);
    const bar = screen.getByRole('progressbar', { name: 'Progresso de Integração Vetorial' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
  });

  it('as a bar without a label, is still named', () => {
    render(<ProgressPercent value={10} bar />);
    expect(screen.getByRole('progressbar', { name: 'Progresso' })).toBeInTheDocument();
  });

  it.each(Object.entries(TONE_COLORS))('writes the %s percent at 4.5:1 on white', (_, color) => {
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
