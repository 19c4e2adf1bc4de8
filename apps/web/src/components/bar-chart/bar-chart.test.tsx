import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { BarChart } from './bar-chart';

const series = [
  { key: 'email', label: 'E-mail', color: '#1677ff' },
  { key: 'sms', label: 'SMS', color: '#52c41a' },
];

describe('BarChart', () => {
  it('draws one bar per series and group, as tall as its share of the largest value', () => {
    const { container } = render(
      <BarChart
        title="Envios"
        series={series}
        groups={[
          { label: '01/11', values: { email: 10, sms: 5 } },
          { label: '02/11', values: { email: 0 } },
        ]}
      />,
    );
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(4);
    expect(Number(bars[0].getAttribute('height'))).toBe(2 * Number(bars[1].getAttribute('height')));
    expect(bars[0].textContent).toBe('01/11 · E-mail: 10');
  });

  it('gives screen readers the figures as a table, a missing value as 0', () => {
    render(<BarChart title="Envios" series={series} groups={[{ label: '02/11', values: { email: 3 } }]} />);
    const row = screen.getByRole('row', { name: /02\/11/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '0']);
  });

  it('says there is no data when there are no groups', () => {
    render(<BarChart title="Envios" series={series} groups={[]} />);
    expect(screen.getByText('Não há dados disponíveis')).toBeInTheDocument();
  });
});
