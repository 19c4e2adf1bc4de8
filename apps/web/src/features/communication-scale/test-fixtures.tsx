import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import type { RuleRow, ScaleListRow } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { answer } from '../../test/render-page';

export const COMPANIES = [
  { id: 1, nome: 'Bitcom' },
  { id: 2, nome: 'RazãoInfo' },
  { id: 3, nome: 'Vetorial' },
];
export const companiesAnswer = answer(LOOKUPS_API.companies, () => ({ companies: COMPANIES }));

export const CAMPAIGNS: ScaleListRow[] = [
  {
    id: 5,
    nome: 'Régua Bitcom',
    sistema: 1,
    provedor: 'Bitcom',
    ativo: true,
    id_usuario: 7,
    created_at: '2026-03-02T13:00:00Z',
    updated_at: '2026-03-02T13:00:00Z',
  },
  {
    id: 4,
    nome: 'Régua Vetorial',
    sistema: 3,
    provedor: 'Vetorial',
    ativo: false,
    id_usuario: null,
    created_at: '2026-01-15T13:00:00Z',
    updated_at: '2026-01-15T13:00:00Z',
  },
];

const rule = (fields: Partial<RuleRow> & Pick<RuleRow, 'id' | 'criterio' | 'envio' | 'turno'>): RuleRow => ({
  campanha_id: 5,
  criado: '2026-03-03T13:00:00Z',
  updated_at: '2026-03-03T13:00:00Z',
  tempo: null,
  data_especifica: null,
  ativo: true,
  whatsapp: false,
  template_whatsapp: null,
  email: false,
  titulo_email: null,
  mensagem_email: null,
  sms: false,
  mensagem_sms: null,
  ...fields,
});

export const RULES: RuleRow[] = [
  rule({
    id: 12,
    criterio: 'data_ativacao',
    envio: 'dia_seguinte',
    tempo: 7,
    turno: 'T',
    sms: true,
    mensagem_sms: 'Oi {{primeiro_nome}}',
  }),
  rule({
    id: 11,
    criterio: 'data_aniversario',
    envio: 'anual',
    turno: 'M',
    ativo: false,
    email: true,
    titulo_email: 'Feliz aniversário',
    mensagem_email: '<p>Parabéns, {{primeiro_nome}}!</p>',
    whatsapp: true,
    template_whatsapp: 'aniversario {{primeiro_nome}}',
  }),
];
export const SPECIFIC_DATE_RULE = rule({
  id: 13,
  criterio: 'data_especifica',
  envio: 'dia_anterior',
  tempo: 2,
  data_especifica: '2026-12-25',
  turno: 'N',
  whatsapp: true,
  template_whatsapp: 'Boas festas, {{nome}}',
});
