import type { MarketingEvent } from '@intranet/shared/marketing-events/marketing-events.schemas';

/** Two events as the list answers them: one active with a site, one inactive without. */
export const EVENTS: MarketingEvent[] = [
  {
    id: 2,
    created_at: '2026-02-01T12:00:00.000Z',
    evento: 'Feira de Tecnologia',
    data_inicio: '2026-03-10',
    data_fim: '2026-03-12',
    nome_do_local: 'Expominas',
    endereco_do_local: 'Av. Amazonas, 6030 - Gameleira',
    cidade: 1,
    cidade_provedor: { nome: 'Belo Horizonte' },
    site_evento: 'https://feira.example.com.br',
    status: true,
  },
  {
    id: 1,
    created_at: '2026-01-05T12:00:00.000Z',
    evento: 'Arraiá da Conexão',
    data_inicio: '2026-06-20',
    data_fim: '2026-06-21',
    nome_do_local: 'Praça da Liberdade',
    endereco_do_local: 'Praça da Liberdade, s/n',
    cidade: 7,
    cidade_provedor: { nome: 'Cuiabá' },
    site_evento: null,
    status: false,
  },
];

export const CITIES = [
  { id: 1, nome: 'Belo Horizonte' },
  { id: 7, nome: 'Cuiabá' },
];
