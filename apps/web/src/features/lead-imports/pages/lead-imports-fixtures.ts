import type {
  ImportCustomersResult,
  LeadImport,
  Participant,
} from '@intranet/shared/lead-imports/lead-imports.schemas';

export const COMPANIES = [
  { id: 1, nome: 'Bitcom' },
  { id: 2, nome: 'RazãoInfo' },
  { id: 3, nome: 'Vetorial' },
];

const campaignFlags = {
  razao: false,
  vetorial: false,
  api: false,
  ativo: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
export const CAMPAIGNS = [{ id: 11, nome: 'Black Friday Fibra', bitcom: true, ...campaignFlags }];
export const CHANNELS = [
  {
    id: 21,
    nome: 'Facebook',
    bitcom: true,
    razao: true,
    vetorial: true,
    public: true,
    ativo: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
];

export function leadImport(patch: Partial<LeadImport> = {}): LeadImport {
  return {
    id: 7,
    created_at: '2026-03-10T14:30:00.000Z',
    file: {
      id: '9f1c2b3a-0000-4000-8000-000000000001',
      name: 'leads-feira.csv',
      createdAt: '2026-03-10T14:29:00.000Z',
    },
    empresa: { id: 1, nome: 'Bitcom' },
    canal: { id: 21, nome: 'Facebook' },
    campanha: { id: 11, nome: 'Black Friday Fibra' },
    usuario: { id: 3, nome: 'Marina Marketing' },
    registros: 11,
    leads_criados: 4,
    ...patch,
  };
}

export function participant(patch: Partial<Participant> = {}): Participant {
  return {
    id: 101,
    id_importacao_evento: 7,
    linha: 2,
    nome: 'Aline Moura Costa',
    telefone: '31991012001',
    cpf: '73410020004',
    cliente: false,
    codlead: null,
    lead: false,
    problema: null,
    repetido_na_linha: null,
    lead_aberta: false,
    ...patch,
  };
}

export const READ: ImportCustomersResult = {
  success: true,
  message: '3 linhas lidas: 2 prontas e 1 com problema a corrigir.',
  registros: 3,
  prontas: 2,
  clientes: 1,
  invalidos: [{ linha: 4, motivo: 'Telefone deve ter 10 ou 11 dígitos, com o DDD.' }],
  invalidos_total: 1,
  repetidos: [],
  repetidos_total: 0,
};
