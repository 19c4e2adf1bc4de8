import type { Action } from '../access/permissions';
import type { AuditedTable } from './history.schemas';

/**
 * Whose history each audited table shows: the read action of the area that owns the table. The
 * history call is allowed for a table only to who may perform that action.
 */
export const HISTORY_TABLE_ACTIONS = {
  rh_empresa: 'users.view',
  rh_cidade_provedor: 'users.view',
  rh_departamento: 'users.view',
  rh_setor: 'users.view',
  rh_cargo: 'users.view',
  rh_usuario: 'users.view',
  // Access profiles grant roles: their history is the superadmin's, as their edits are.
  rh_perfil: 'admin.superadmin',
  rh_vaga: 'vacancy.report',
  vendas_campanha: 'campaign.list',
  vendas_canal: 'channel.list',
  rh_conteudo: 'content.list',
  rh_trilha: 'trail.list',
  rh_onboarding: 'onboarding.list',
  campanha_comunicacao: 'scale.list',
  campanha_regras: 'rule.list',
  relacionamento_preferencias_cliente: 'restriction.list',
  rh_marketing_eventos: 'event.list',
  vendas_destino: 'tracking-link.list',
  vendas_tracking_url: 'tracking-link.list',
  vendas_lead: 'lead.list',
  vendas_campanha_resultado: 'campaign-result.list',
  vendas_lead_participante: 'lead-import.list',
  site_roleta_campanhas: 'roulette.list',
  site_roleta_configuracao_tema: 'roulette.list',
  site_roleta_premios: 'roulette.list',
  rh_empresa_contratante: 'contracting-company.list',
  rh_microrregiao: 'microregion.list',
  rh_feriado: 'holiday.list',
  rh_categoria: 'category.list',
  rh_incidente_categoria: 'incident-category.list',
  rh_incidente: 'incident.list',
  regra_bloqueio: 'blocking-rule.list',
  regra_bloqueio_criterio: 'blocking-exception-criterion.list',
  rh_modelo_assinatura: 'email-signatures.templates',
  rh_noticia: 'news.list',
  rh_faq_categoria: 'faq-category.list',
  rh_faq_pergunta: 'faq.list',
  rh_manual_categoria: 'handbook-category.list',
  rh_manual_capitulo: 'handbook.list',
  rh_elogio_categoria: 'compliment-category.list',
  rh_documento_categoria: 'document-category.list',
  rh_documento: 'documents.list',
  rh_desligamento: 'dismissals.list',
  // A customer's identification and contact changes (their own in the client panel, or the ERP's).
  relacionamento_dados_pessoas: 'customer.search',
  vendas_venda: 'backoffice.list',
  cliente_acordo: 'backoffice.customer',
  backoffice_qualificacao: 'backoffice.list',
  backoffice_problema: 'backoffice.list',
  backoffice_estorno: 'backoffice.list',
  rh_recurso: 'resource.list',
  rh_aplicacao: 'application.list',
  frota_locadora: 'fleet.read',
  frota_veiculo: 'fleet.read',
  frota_motorista: 'fleet.read',
  frota_solicitacao: 'fleet.read',
  frota_incidente: 'fleet.read',
  frota_manutencao: 'fleet.read',
  frota_multa: 'fleet.read',
  // Sponsorship requests and each of their steps (docs/sponsorship.md).
  marketing_patrocinio: 'sponsorship.list',
  marketing_patrocinio_justificativa: 'sponsorship.list',
  marketing_patrocinio_viabilidade: 'sponsorship.list',
  marketing_patrocinio_negociacao: 'sponsorship.list',
  marketing_patrocinio_pos_evento: 'sponsorship.list',
  marketing_patrocinio_orcamento: 'sponsorship.list',
  suprimentos_equipe: 'supplies.list',
  suprimentos_produto: 'supplies.list',
  suprimentos_inventario: 'supplies.list',
  vendas_plano: 'pricing.list',
  vendas_cobertura: 'coverage.list',
  vendas_config: 'pipeline.list',
  vendas_vendedor: 'pipeline.list',
  vendas_bloqueio: 'blocklist.list',
} as const satisfies Record<AuditedTable, Action>;

/**
 * Columns of the audited rows that point at a lookup, and which: the history answers their names
 * (`nomes`) so that the viewer shows 'Cargo: Analista → Gerente', not 'Cargo: 37 → 31'.
 */
export const HISTORY_NAMED_COLUMNS = {
  id_empresa: 'empresa',
  id_departamento: 'departamento',
  id_setor: 'setor',
  id_cargo: 'cargo',
  id_usuario: 'usuario',
  id_gestor: 'usuario',
  // The provider of the communication tables and the city of an event.
  sistema: 'empresa',
  cidade: 'cidade',
} as const;
export type NamedLookup = (typeof HISTORY_NAMED_COLUMNS)[keyof typeof HISTORY_NAMED_COLUMNS];

/** The tables of a history call, one or several. */
export function historyTables(tabelas: AuditedTable | readonly AuditedTable[]): AuditedTable[] {
  return [tabelas].flat();
}
