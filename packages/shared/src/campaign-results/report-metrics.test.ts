import { describe, expect, it } from 'vitest';
import { METRIC_ROWS, type MetricSums, addSums, computeMetrics, formatMetric } from './report-metrics';

// Figures computed by hand (see each comment), not by the code under test.
const week: MetricSums = {
  investimento: 1500,
  impressoes: 100_000,
  cliques: 2500,
  conversas_iniciadas: 40,
  leads: 125,
  vendas: 25,
  faturamento: 7500,
};
const noClicks: MetricSums = {
  investimento: 200,
  impressoes: 1000,
  cliques: 0,
  conversas_iniciadas: 2,
  leads: 3,
  vendas: 0,
  faturamento: 0,
};
const noLeads: MetricSums = {
  investimento: 300,
  impressoes: 0,
  cliques: 10,
  conversas_iniciadas: 0,
  leads: 0,
  vendas: 0,
  faturamento: 0,
};
const nothing: MetricSums = {
  investimento: 0,
  impressoes: 0,
  cliques: 0,
  conversas_iniciadas: 0,
  leads: 0,
  vendas: 0,
  faturamento: 0,
};

const shown = (sums: MetricSums) => {
  const metrics = computeMetrics(sums);
  return Object.fromEntries(METRIC_ROWS.map((row) => [row.label, formatMetric(row.format, metrics[row.key])]));
};

describe('report metrics', () => {
  it('computes every metric of a week from its sums', () => {
    expect(computeMetrics(week)).toEqual({
      ...week,
      ticket_medio: 300, // 7500 / 25
      cpc: 0.6, // 1500 / 2500
      cpl: 12, // 1500 / 125
      cpv: 60, // 1500 / 25
      roas: 5, // 7500 / 1500
      ctr: 0.025, // 2500 / 100000
      taxa_clique_lead: 0.05, // 125 / 2500
      taxa_clique_venda: 0.01, // 25 / 2500
    });
    expect(shown(week)).toEqual({
      'Valor investido': 'R$ 1.500,00',
      Impressões: '100.000',
      Cliques: '2.500',
      'Conversas iniciadas': '40',
      Leads: '125',
      Vendas: '25',
      Faturamento: 'R$ 7.500,00',
      'Ticket médio': 'R$ 300,00',
      CPC: 'R$ 0,60',
      CPL: 'R$ 12,00',
      CPV: 'R$ 60,00',
      ROAS: '5,00',
      CTR: '2,50%',
      'Taxa de conversão 1 (clique → lead)': '5,00%',
      'Taxa de conversão 2 (clique → venda)': '1,00%',
    });
  });

  it('shows a dash for each ratio over zero clicks or zero sales', () => {
    expect(shown(noClicks)).toMatchObject({
      CPC: '—',
      'Taxa de conversão 1 (clique → lead)': '—',
      'Taxa de conversão 2 (clique → venda)': '—',
      'Ticket médio': '—',
      CPV: '—',
      CPL: 'R$ 66,67', // 200 / 3 = 66.666…
      ROAS: '0,00', // 0 / 200
      CTR: '0,00%', // 0 / 1000
    });
  });

  it('shows a dash for the cost per lead without leads and for the CTR without impressions', () => {
    const metrics = computeMetrics(noLeads);
    expect(metrics.cpl).toBeNull();
    expect(metrics.ctr).toBeNull();
    expect(metrics.cpc).toBe(30); // 300 / 10
    expect(metrics.taxa_clique_lead).toBe(0); // 0 / 10
  });

  it('shows a dash for every ratio of a group without any figure', () => {
    const metrics = computeMetrics(nothing);
    for (const key of [
      'ticket_medio',
      'cpc',
      'cpl',
      'cpv',
      'roas',
      'ctr',
      'taxa_clique_lead',
      'taxa_clique_venda',
    ] as const)
      expect(metrics[key]).toBeNull();
    expect(shown(nothing)['Valor investido']).toBe('R$ 0,00');
  });

  it('computes a total from the summed figures, not from the mean of the ratios', () => {
    const total = computeMetrics(addSums([week, noClicks]));
    // (1500 + 200) / (125 + 3) = 13.28125, where the mean of the two CPLs would be (12 + 66.67) / 2.
    expect(total.cpl).toBeCloseTo(13.28125, 10);
    expect(formatMetric('money', total.cpl)).toBe('R$ 13,28');
    // (7500 + 0) / (1500 + 200)
    expect(total.roas).toBeCloseTo(4.4117647, 6);
    // (2500 + 0) / (100000 + 1000)
    expect(total.ctr).toBeCloseTo(0.0247525, 6);
    expect(addSums([week, noClicks, noLeads, nothing])).toEqual({
      investimento: 2000,
      impressoes: 101_000,
      cliques: 2510,
      conversas_iniciadas: 42,
      leads: 128,
      vendas: 25,
      faturamento: 7500,
    });
  });

  it('keeps money sums to the cent', () => {
    expect(computeMetrics({ ...nothing, investimento: 0.1 + 0.2, faturamento: 10.005 }).investimento).toBe(0.3);
  });
});
