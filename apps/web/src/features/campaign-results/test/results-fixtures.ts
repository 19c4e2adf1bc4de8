import { CAMPAIGN_RESULTS_API } from '@intranet/shared/campaign-results/campaign-results.contract';
import type { ResultRow } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { SALES_API } from '@intranet/shared/sales/sales.contract';
import { answer } from '../../../test/render-page';

const NOW = '2026-01-10T12:00:00.000Z';

/** The stubbed answers every results form needs: the providers, the campaign, the channels of a provider, the periods entered. */
export const formAnswers = [
  answer(LOOKUPS_API.companies, () => ({
    companies: [
      { id: 1, nome: 'Bitcom' },
      { id: 2, nome: 'RazãoInfo' },
      { id: 3, nome: 'Vetorial' },
    ],
  })),
  answer(SALES_API.getCampaign, ({ params }) => ({
    vendas_campanha: [
      {
        id: Number(params.id),
        nome: 'Black Friday Fibra',
        bitcom: true,
        razao: true,
        vetorial: true,
        api: true,
        ativo: true,
        created_at: NOW,
        updated_at: NOW,
      },
    ],
  })),
  answer(SALES_API.listChannels, () => ({
    vendas_canal: [
      {
        id: 11,
        nome: 'Facebook',
        bitcom: true,
        razao: true,
        vetorial: true,
        public: true,
        ativo: true,
        created_at: NOW,
        updated_at: NOW,
      },
      {
        id: 12,
        nome: 'Google',
        bitcom: true,
        razao: true,
        vetorial: true,
        public: true,
        ativo: true,
        created_at: NOW,
        updated_at: NOW,
      },
    ],
  })),
  answer(CAMPAIGN_RESULTS_API.ofChannel, () => ({
    vendas_campanha_resultado: [
      {
        id: 90,
        periodo: '01 - 07/Dez',
        periodo_inicio: '2025-12-01',
        periodo_fim: '2025-12-07',
        id_canal: 11,
        id_empresa: 1,
        campanha: { id: 5, nome: 'Black Friday Fibra' },
      },
    ],
  })),
];

/** A result as the list answers it. */
export function resultRow(overrides: Partial<ResultRow> = {}): ResultRow {
  return {
    id: 40,
    periodo: '05 - 11/Jan',
    periodo_inicio: '2026-01-05',
    periodo_fim: '2026-01-11',
    id_campanha: 5,
    id_canal: 11,
    id_empresa: 1,
    id_usuario: 7,
    impressoes: 50_000,
    cliques: 1234,
    conversas_iniciadas: 20,
    investimento: 1500.5,
    provedor: 'Bitcom',
    canal: 'Facebook',
    faturamento: 7196.4,
    total_impressoes: 50_000,
    total_cliques: 1234,
    total_leads: 25,
    total_vendas: 6,
    valor_investido: 1500.5,
    custo_por_clique: 1.21,
    custo_por_leads: 60.02,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}
