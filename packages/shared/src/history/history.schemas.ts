import { z } from 'zod';
import { MAX_PAGE_SIZE, pageLimit, pageOffset } from '../api/paging';

/** Tables with edit history (the audit trigger is installed on exactly these). */
export const AUDITED_TABLES = [
  'rh_empresa',
  'rh_cidade_provedor',
  'rh_departamento',
  'rh_setor',
  'rh_cargo',
  'rh_usuario',
  'rh_perfil',
  'rh_vaga',
  'vendas_campanha',
  'vendas_canal',
  'rh_conteudo',
  'rh_trilha',
  'rh_onboarding',
  'campanha_comunicacao',
  'campanha_regras',
  'relacionamento_preferencias_cliente',
  'rh_marketing_eventos',
  'vendas_destino',
  'vendas_tracking_url',
  'vendas_lead',
  'vendas_campanha_resultado',
  'vendas_lead_participante',
  'site_roleta_campanhas',
  'site_roleta_configuracao_tema',
  'site_roleta_premios',
  'rh_empresa_contratante',
  'rh_microrregiao',
  'rh_feriado',
  'rh_categoria',
  'rh_incidente_categoria',
  'rh_incidente',
  'regra_bloqueio',
  'regra_bloqueio_criterio',
  'rh_modelo_assinatura',
  'rh_noticia',
  'rh_faq_categoria',
  'rh_faq_pergunta',
  'rh_manual_categoria',
  'rh_manual_capitulo',
  'rh_elogio_categoria',
  'rh_documento_categoria',
  'rh_documento',
  'rh_desligamento',
  'relacionamento_dados_pessoas',
  'vendas_venda',
  'cliente_acordo',
  'backoffice_qualificacao',
  'backoffice_problema',
  'backoffice_estorno',
  'rh_recurso',
  'rh_aplicacao',
  'frota_locadora',
  'frota_veiculo',
  'frota_motorista',
  'frota_solicitacao',
  'frota_incidente',
  'frota_manutencao',
  'frota_multa',
  'marketing_patrocinio',
  'marketing_patrocinio_justificativa',
  'marketing_patrocinio_viabilidade',
  'marketing_patrocinio_negociacao',
  'marketing_patrocinio_pos_evento',
  'marketing_patrocinio_orcamento',
  'suprimentos_equipe',
  'suprimentos_produto',
  'suprimentos_inventario',
  'vendas_plano',
  'vendas_cobertura',
  'vendas_config',
  'vendas_vendedor',
  'vendas_bloqueio',
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];

const table = z.enum(AUDITED_TABLES, { error: 'Dados inválidos.' });

/** `POST v1/admin/log/history` (spec 002 §7). */
export const historyBody = z.object({
  tabelas: z.union([table, z.array(table).min(1)]),
  id_item: z.union([z.string().min(1), z.number()]).transform(String),
  limit: pageLimit('body', MAX_PAGE_SIZE),
  offset: pageOffset('body'),
});
export type HistoryBody = z.input<typeof historyBody>;
export type HistoryRequest = z.output<typeof historyBody>;

export const historyEntry = z.object({
  id: z.number(),
  tabela: z.string(),
  operacao: z.enum(['INSERT', 'UPDATE']),
  data: z.string(),
  old_data: z.record(z.string(), z.unknown()).nullable(),
  new_data: z.record(z.string(), z.unknown()).nullable(),
  id_usuario: z.number().nullable(),
  usuario: z.object({ nome: z.string().nullable() }).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Per column of HISTORY_NAMED_COLUMNS, the name of each id that the entries hold: `{ id_cargo: { '37': 'Analista' } }`. */
export const historyNames = z.record(z.string(), z.record(z.string(), z.string()));
export type HistoryNames = z.infer<typeof historyNames>;

export const historyResponse = z.object({ rh_logs_rh: z.array(historyEntry), nomes: historyNames.optional() });
export type HistoryResponse = z.infer<typeof historyResponse>;
