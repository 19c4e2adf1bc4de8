import { dayParts } from '../calendar/days';
import { daysBetween } from '../customer-accounts/customer-accounts.rules';
import { VISIT_PERIOD_HOURS, type VisitPeriod } from '../client-panel/client-panel.rules';

/** The screens of the backoffice (spec §2.4). */
export const BACKOFFICE_PATH = '/backoffice';

// --- Installation -------------------------------------------------------------------------------

/** An installation is scheduled from today to this many days ahead, never on a Sunday. */
export const INSTALLATION_MAX_DAYS_AHEAD = 60;
/** The windows of an installation: the same morning and afternoon as a customer's visit. */
export const INSTALLATION_PERIODS = ['manha', 'tarde'] as const satisfies readonly VisitPeriod[];
export type InstallationPeriod = (typeof INSTALLATION_PERIODS)[number];
export const INSTALLATION_PERIOD_LABELS: Record<InstallationPeriod, string> = {
  manha: `Manhã (${VISIT_PERIOD_HOURS.manha.from}h às ${VISIT_PERIOD_HOURS.manha.to}h)`,
  tarde: `Tarde (${VISIT_PERIOD_HOURS.tarde.from}h às ${VISIT_PERIOD_HOURS.tarde.to}h)`,
};

/** Whether an installation may be scheduled on `day` when it is `today` (São Paulo days). */
export function installationDayAllowed(day: string, today: string): boolean {
  const ahead = daysBetween(today, day);
  if (ahead < 0 || ahead > INSTALLATION_MAX_DAYS_AHEAD) return false;
  const { year, month, day: d } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, d)).getUTCDay() !== 0;
}

export const CANCEL_REASON_MIN = 5;
export const CANCEL_REASON_MAX = 300;

// --- Qualification ------------------------------------------------------------------------------

export const QUALIFICATION_DOCUMENTS = ['pendente', 'conferidos', 'divergentes'] as const;
export const QUALIFICATION_CREDIT = ['pendente', 'aprovado', 'reprovado'] as const;
export const QUALIFICATION_ADDRESS = ['pendente', 'viavel', 'inviavel'] as const;
export const QUALIFICATION_RESULTS = ['pendente', 'aprovada', 'reprovada'] as const;
export type QualificationDocuments = (typeof QUALIFICATION_DOCUMENTS)[number];
export type QualificationCredit = (typeof QUALIFICATION_CREDIT)[number];
export type QualificationAddress = (typeof QUALIFICATION_ADDRESS)[number];
export type QualificationResult = (typeof QUALIFICATION_RESULTS)[number];

export const QUALIFICATION_DOCUMENTS_LABELS: Record<QualificationDocuments, string> = {
  pendente: 'Pendentes',
  conferidos: 'Conferidos',
  divergentes: 'Divergentes',
};
export const QUALIFICATION_CREDIT_LABELS: Record<QualificationCredit, string> = {
  pendente: 'Pendente',
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
};
export const QUALIFICATION_ADDRESS_LABELS: Record<QualificationAddress, string> = {
  pendente: 'Pendente',
  viavel: 'Viável',
  inviavel: 'Inviável',
};
export const QUALIFICATION_RESULT_LABELS: Record<QualificationResult, string> = {
  pendente: 'Pendente',
  aprovada: 'Aprovada',
  reprovada: 'Reprovada',
};
export const SCORE_MAX = 1000;

/**
 * The qualification's result from its three checks: approved only when the documents were checked,
 * the credit approved and the address is served; failed when any of them failed; pending otherwise.
 */
export function qualificationResult(checks: {
  documentos: QualificationDocuments;
  credito: QualificationCredit;
  endereco: QualificationAddress;
}): QualificationResult {
  const { documentos, credito, endereco } = checks;
  if (documentos === 'divergentes' || credito === 'reprovado' || endereco === 'inviavel') return 'reprovada';
  if (documentos === 'conferidos' && credito === 'aprovado' && endereco === 'viavel') return 'aprovada';
  return 'pendente';
}

// --- Problems -----------------------------------------------------------------------------------

export const PROBLEM_KINDS = ['instalacao', 'cadastro', 'financeiro', 'tecnico', 'outro'] as const;
export const PROBLEM_PRIORITIES = ['baixa', 'media', 'alta'] as const;
export const PROBLEM_STATUSES = ['aberto', 'em_andamento', 'resolvido', 'cancelado'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
export type ProblemPriority = (typeof PROBLEM_PRIORITIES)[number];
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];
/** Problems still to be dealt with (the home counts them). */
export const OPEN_PROBLEM_STATUSES = ['aberto', 'em_andamento'] as const satisfies readonly ProblemStatus[];

export const PROBLEM_KIND_LABELS: Record<ProblemKind, string> = {
  instalacao: 'Instalação',
  cadastro: 'Cadastro',
  financeiro: 'Financeiro',
  tecnico: 'Técnico',
  outro: 'Outro',
};
export const PROBLEM_PRIORITY_LABELS: Record<ProblemPriority, string> = {
  baixa: 'Baixa',
  media: 'Média',
  alta: 'Alta',
};
export const PROBLEM_STATUS_LABELS: Record<ProblemStatus, string> = {
  aberto: 'Aberto',
  em_andamento: 'Em andamento',
  resolvido: 'Resolvido',
  cancelado: 'Cancelado',
};
export const PROBLEM_TITLE_MIN = 5;
export const PROBLEM_TITLE_MAX = 120;
export const PROBLEM_DESCRIPTION_MAX = 2000;

// --- Chargebacks --------------------------------------------------------------------------------

export const CHARGEBACK_METHODS = ['pix', 'credito_fatura', 'deposito'] as const;
export const CHARGEBACK_STATUSES = ['solicitado', 'aprovado', 'estornado', 'recusado'] as const;
export type ChargebackMethod = (typeof CHARGEBACK_METHODS)[number];
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];
export const PENDING_CHARGEBACK_STATUSES = ['solicitado', 'aprovado'] as const satisfies readonly ChargebackStatus[];

export const CHARGEBACK_METHOD_LABELS: Record<ChargebackMethod, string> = {
  pix: 'PIX',
  credito_fatura: 'Crédito na próxima fatura',
  deposito: 'Depósito em conta',
};
export const CHARGEBACK_STATUS_LABELS: Record<ChargebackStatus, string> = {
  solicitado: 'Solicitado',
  aprovado: 'Aprovado',
  estornado: 'Estornado',
  recusado: 'Recusado',
};
/** A chargeback is asked, then approved and paid back, or refused; the last two are final. */
export const CHARGEBACK_TRANSITIONS: Record<ChargebackStatus, readonly ChargebackStatus[]> = {
  solicitado: ['aprovado', 'recusado'],
  aprovado: ['estornado', 'recusado'],
  estornado: [],
  recusado: [],
};
export function chargebackMayMove(from: ChargebackStatus, to: ChargebackStatus): boolean {
  return from === to || CHARGEBACK_TRANSITIONS[from].includes(to);
}
export const CHARGEBACK_REASON_MIN = 10;
export const CHARGEBACK_REASON_MAX = 500;
export const NOTES_MAX = 1000;

// --- The customer's records, as the customer page names them ------------------------------------

export const CONTRACT_STATUS_LABELS = { ativo: 'Ativo', suspenso: 'Suspenso', cancelado: 'Cancelado' } as const;
export const INVOICE_STATUS_LABELS = { aberta: 'Aberta', paga: 'Paga', cancelada: 'Cancelada' } as const;
export const CONNECTION_STATUS_LABELS = {
  online: 'Online',
  offline: 'Offline',
  reduzido: 'Reduzido',
  bloqueado: 'Bloqueado',
} as const;
export const SERVICE_ORDER_TYPE_LABELS = {
  instalacao: 'Instalação',
  reparo: 'Reparo',
  visita_tecnica: 'Visita técnica',
  mudanca_endereco: 'Mudança de endereço',
  retirada_equipamento: 'Retirada de equipamento',
  troca_plano: 'Troca de plano',
} as const;
export const SERVICE_ORDER_STATUS_LABELS = {
  aberta: 'Aberta',
  agendada: 'Agendada',
  em_execucao: 'Em execução',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
} as const;
export const SERVICE_ORDER_ORIGIN_LABELS = { erp: 'ERP', painel: 'Painel', backoffice: 'Backoffice' } as const;
export const AGREEMENT_STATUS_LABELS = {
  solicitado: 'Solicitado',
  ativo: 'Ativo',
  cumprido: 'Cumprido',
  cancelado: 'Cancelado',
} as const;
