import { describe, expect, it } from 'vitest';
import { campaignDetailsUrl, filterFromUrl, reportPattern, reportUrl } from './report-url';

describe('a report’s filter in its address', () => {
  it('names the spec’s optional params of the details routes', () => {
    expect(reportPattern('campaignsDetails')).toBe(
      '/sales/reports/campaigns/details/:provedor?/:data_ini?/:data_end?/:campaign?',
    );
    expect(reportPattern('withoutCoverageDetails')).toBe(
      '/sales/reports/without-coverage/details/:provider?/:neighborhood?/:city?/:street?',
    );
    expect(reportPattern('campaigns')).toBe('/sales/reports/campaigns');
  });

  it('writes the params in order, an empty one between others as “todos”, the rest in the query', () => {
    expect(reportUrl('campaignsDetails', { id_empresa: 2, de: '2026-10-01', ate: '2026-10-31', id_campanha: 5 })).toBe(
      '/sales/reports/campaigns/details/2/2026-10-01/2026-10-31/5',
    );
    expect(reportUrl('campaignsDetails', { id_campanha: 5, id_canal: 3 })).toBe(
      '/sales/reports/campaigns/details/todos/todos/todos/5?canal=3',
    );
    expect(reportUrl('withoutCoverageDetails', { cidade: 'Uberlândia', de: '2026-10-01' })).toBe(
      '/sales/reports/without-coverage/details/todos/todos/Uberl%C3%A2ndia?data_ini=2026-10-01',
    );
    expect(reportUrl('campaigns', {})).toBe('/sales/reports/campaigns');
    expect(reportUrl('city', { id_empresa: 1, de: '2026-09-01', ate: '2026-09-30' })).toBe(
      '/sales/reports/city?provedor=1&data_ini=2026-09-01&data_end=2026-09-30',
    );
  });

  it('reads back what it wrote, and ignores what is not a filter', () => {
    const filter = { id_empresa: 2, de: '2026-10-01', ate: '2026-10-31', id_campanha: 5 };
    expect(
      filterFromUrl(
        'campaignsDetails',
        { provedor: '2', data_ini: '2026-10-01', data_end: '2026-10-31', campaign: '5' },
        new URLSearchParams(''),
      ),
    ).toEqual(filter);
    expect(
      filterFromUrl(
        'withoutCoverageDetails',
        { provider: 'todos', neighborhood: 'Centro', city: 'Uberlândia', street: 'Rua 1' },
        new URLSearchParams('data_end=2026-10-31&provedor=abc'),
      ),
    ).toEqual({ bairro: 'Centro', cidade: 'Uberlândia', rua: 'Rua 1', ate: '2026-10-31' });
    expect(campaignDetailsUrl({ id_campanha: 1, id_canal: 2, id_empresa: 3 }, { de: '2026-10-01' })).toBe(
      '/sales/details-campaign/1/2/3?data_ini=2026-10-01',
    );
  });
});
