import { computeMetrics, EMPTY_SUMS } from '../campaign-results/report-metrics';

/*
 * Sponsorship rules both sides apply (docs/sponsorship.md): the statuses and the one order they follow,
 * the protocol number, the budget left, the return. Kept free of zod so the public page loads little.
 */

/** Where a request stands; each step moves it to the next, only from the one before. */
export const SPONSORSHIP_STATUSES = [
  'recebida',
  'em_justificativa',
  'em_viabilidade',
  'em_negociacao',
  'aprovado',
  'realizado',
  'recusado',
] as const;
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

export const SPONSORSHIP_STATUS_LABELS: Record<SponsorshipStatus, string> = {
  recebida: 'Recebida',
  em_justificativa: 'Em justificativa',
  em_viabilidade: 'Em viabilidade',
  em_negociacao: 'Em negociação',
  aprovado: 'Aprovado',
  realizado: 'Realizado',
  recusado: 'Recusado',
};

/** The steps of the path, each with the status it follows and the status it leads to. */
export const SPONSORSHIP_STEPS = {
  triage: { from: 'recebida', to: 'em_justificativa', label: 'triagem' },
  justification: { from: 'em_justificativa', to: 'em_viabilidade', label: 'justificativa' },
  viability: { from: 'em_viabilidade', to: 'em_negociacao', label: 'viabilidade' },
  negotiation: { from: 'em_negociacao', to: 'em_negociacao', label: 'negociação' },
  approval: { from: 'em_negociacao', to: 'aprovado', label: 'negociação' },
  postEvent: { from: 'aprovado', to: 'realizado', label: 'pós-evento' },
} as const satisfies Record<string, { from: SponsorshipStatus; to: SponsorshipStatus; label: string }>;
export type SponsorshipStep = keyof typeof SPONSORSHIP_STEPS;

/** Whether a step may be taken now: only from the status before it. */
export function mayTakeStep(status: SponsorshipStatus, step: SponsorshipStep): boolean {
  return SPONSORSHIP_STEPS[step].from === status;
}

/** The statuses in which a step's record, once written, may still be edited. */
export const EDITABLE_IN = {
  justification: ['em_viabilidade', 'em_negociacao'],
  viability: ['em_negociacao'],
  negotiation: ['em_negociacao'],
  postEvent: ['realizado'],
} as const satisfies Record<string, readonly SponsorshipStatus[]>;

export function mayEditStep(status: SponsorshipStatus, step: keyof typeof EDITABLE_IN): boolean {
  return (EDITABLE_IN[step] as readonly SponsorshipStatus[]).includes(status);
}

/** A request can be refused (with a reason the organizer is told) until it is approved. */
export const REJECTABLE: readonly SponsorshipStatus[] = [
  'recebida',
  'em_justificativa',
  'em_viabilidade',
  'em_negociacao',
];
export const mayReject = (status: SponsorshipStatus) => REJECTABLE.includes(status);

/** What an organizer may ask for. */
export const SPONSORSHIP_ASKS = ['dinheiro', 'equipamento', 'internet'] as const;
export type SponsorshipAsk = (typeof SPONSORSHIP_ASKS)[number];
export const SPONSORSHIP_ASK_LABELS: Record<SponsorshipAsk, string> = {
  dinheiro: 'Dinheiro',
  equipamento: 'Equipamentos',
  internet: 'Internet no local',
};

/** What an organizer may offer in return. */
export const SPONSORSHIP_OFFERS = ['banners', 'stand', 'mencoes', 'outros'] as const;
export type SponsorshipOffer = (typeof SPONSORSHIP_OFFERS)[number];
export const SPONSORSHIP_OFFER_LABELS: Record<SponsorshipOffer, string> = {
  banners: 'Banners',
  stand: 'Estande',
  mencoes: 'Menções (locutor, redes sociais)',
  outros: 'Outros',
};

/** The public form's address; `/patrocinios/:provedor?` and its success page. */
export const SPONSORSHIP_PUBLIC_PATH = '/patrocinios';
export const SPONSORSHIP_SUCCESS_PATH = '/patrocinios/sucesso';
/** The hidden field people leave empty. */
export const SPONSORSHIP_HONEYPOT = 'website';
/** The presentation and the staff's files: a PDF or an image, judged by content, 10 MB at most. */
export const SPONSORSHIP_FILE_MAX_BYTES = 10_485_760;
export const SPONSORSHIP_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const SPONSORSHIP_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** `PAT-2026-000042`: the year the request arrived and its number. */
export function protocolOf(id: number, year: number): string {
  return `PAT-${year}-${String(id).padStart(6, '0')}`;
}

/** The budget left for a provider's year: its budget less what its approved sponsorships committed. */
export function budgetLeft(budget: number | null, committed: number): number | null {
  return budget === null ? null : Math.round((budget - committed) * 100) / 100;
}

/** The return of a sponsorship, with the results report's formula (cost per lead, ROAS). */
export function sponsorshipReturn(sums: { investimento: number; leads: number; vendas: number; faturamento: number }) {
  const m = computeMetrics({ ...EMPTY_SUMS, ...sums });
  return { ...sums, cpl: m.cpl, roas: m.roas };
}
