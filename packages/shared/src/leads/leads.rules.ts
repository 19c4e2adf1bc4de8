/**
 * Where a lead is in the sale (docs/sales.md): new, being contacted, with a proposal, sold, lost.
 */
export const LEAD_STATUSES = ['novo', 'em_contato', 'proposta', 'vendido', 'perdido'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  novo: 'Novo',
  em_contato: 'Em contato',
  proposta: 'Proposta',
  vendido: 'Vendido',
  perdido: 'Perdido',
};

/** Open leads: one per person (CPF) and provider at a time. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['novo', 'em_contato', 'proposta'];

export const LEAD_ORIGINS = ['importacao', 'link', 'roleta', 'manual'] as const;
export type LeadOrigin = (typeof LEAD_ORIGINS)[number];
export const LEAD_ORIGIN_LABELS: Record<LeadOrigin, string> = {
  importacao: 'Importação',
  link: 'Link de rastreamento',
  roleta: 'Roleta',
  manual: 'Manual',
};

/** The provider's privacy text beside the lead form's consent box (LGPD). */
export function privacyTextOf(providerName: string): string {
  return (
    `Autorizo a ${providerName} a usar meus dados (nome, telefone, CPF, CEP e e-mail) para entrar em contato comigo ` +
    'sobre planos e serviços, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). ' +
    `Posso retirar este consentimento a qualquer momento pelos canais de atendimento da ${providerName}.`
  );
}

/** The public lead form's address; the optional CPF and CEP prefill the form. */
export const LEAD_FORM_PATH = '/leads/external/register';

/** The honeypot: a field people never see; a submission that fills it is answered as a success and dropped. */
export const LEAD_HONEYPOT = 'website';
