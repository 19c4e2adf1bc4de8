import { isSuperadmin } from '../auth/roles';
import { TIME_ZONE } from '../calendar/days';
import { PROVIDER_FLAGS, PROVIDER_LABELS, type ProviderFlag } from '../providers/provider-flags';
import { ROULETTE_MSG } from './roulette.messages';

/** A campaign's provider (`sistema`): one of the group's providers, named as everywhere else (providers/provider-flags.ts). */
export const ROULETTE_SYSTEMS = PROVIDER_FLAGS;
export type RouletteSystem = ProviderFlag;
export const SYSTEM_LABELS: Record<RouletteSystem, string> = PROVIDER_LABELS;

/**
 * Whose campaigns a person sees and changes: the superadmin every one, anyone else only those they own
 * (someone else's campaign is not found). The server's roulette.policy and the screens read this.
 */
export function seesAllCampaigns(roles: readonly string[]): boolean {
  return isSuperadmin(roles);
}

/** Business constants of the roulette (spec roulette §9). */

export const NAME_MIN = 8;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const REASON_MAX = 140;
export const PRIZE_NAME_MAX = 24;
export const PRIZE_MESSAGE_MAX = 200;
export const PRIZE_WEIGHTS = [1, 10, 20, 50] as const;
export const PRIZE_BLOCK = 4;
export const PRIZES_PER_AUDIENCE = [4, 8] as const;
export const DEFAULT_VOTE_INTERVAL = 1;
/** The longest wait between two spins of one person, in days (ten years). */
export const MAX_VOTE_INTERVAL = 3650;

/** The campaign's guards against draining (docs/roulette.md): the proof-of-work levels the form offers, in leading zero bits (0: off). */
export const PROOF_OF_WORK_LEVELS = [0, 16, 18, 20] as const;
export const PROOF_OF_WORK_LABELS: Record<(typeof PROOF_OF_WORK_LEVELS)[number], string> = {
  0: 'Desligada',
  16: 'Leve',
  18: 'Média',
  20: 'Forte',
};
/** The longest minimum wait between opening the page and spinning, in seconds. */
export const MAX_MIN_WAIT_SECONDS = 600;
/** The highest cap of spins per internet address and day. */
export const MAX_SPINS_PER_ADDRESS = 10_000;
/** Phone confirmation: digits of a code, its life, the guesses it survives, the codes one phone may ask per hour. */
export const PHONE_CODE_DIGITS = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;
export const PHONE_CODES_PER_HOUR = 3;
/** How long an issued challenge (proof of work, minimum wait) may be used, in minutes. */
export const CHALLENGE_MINUTES = 30;
export const COUPON_PREFIX = 'CUPOM-';
export const LEAD_CODE_PREFIX = 'CodigoLead:';
export const TICKET_CODE_PREFIX = 'CodigoAtendimento:';

/** The public wheel lives at `/roleta{url_campanha}`. */
export const ROULETTE_PUBLIC_PATH = '/roleta';

/** §9: text black, text 2 white, item pink, item 2 blue; base background dark red with label 'Girar!'. */
export const DEFAULT_THEME = {
  color_text: '#000000',
  color_text2: '#FFFFFF',
  color_item: '#FF69B4',
  color_item_2: '#1E90FF',
  base_background: '#8B0000',
  base_html_content: 'Girar!',
} as const;

/** The campaign's address from its name: lowercase, accents and punctuation removed, spaces to hyphens, with a leading '/'. */
export function campaignSlug(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
  return `/${plain}`;
}

export type CampaignDays = { data_inicio_campanha?: string | null; data_fim_campanha?: string | null };
export type CampaignDaysError = { field: keyof CampaignDays; message: string };

/**
 * The campaign's days (spec §5), as 'YYYY-MM-DD': a new campaign starts today or later (`today` in São
 * Paulo); no campaign ends before it starts. The field refused and its text, or null; a day not yet
 * given is the required rule's business.
 */
export function campaignDaysError(
  days: CampaignDays,
  { creating, today }: { creating: boolean; today: string },
): CampaignDaysError | null {
  const start = days.data_inicio_campanha;
  const end = days.data_fim_campanha;
  if (creating && start && start < today)
    return { field: 'data_inicio_campanha', message: ROULETTE_MSG.startBeforeToday };
  if (start && end && end < start) return { field: 'data_fim_campanha', message: ROULETTE_MSG.endBeforeStart };
  return null;
}

/** A prize's stock may not be below its minimum stock (spec §5): the text, or null. */
export function prizeStockError(p: { quantidade?: number | null; quantidade_minima?: number | null }): string | null {
  return typeof p.quantidade === 'number' &&
    typeof p.quantidade_minima === 'number' &&
    p.quantidade < p.quantidade_minima
    ? ROULETTE_MSG.prizeQuantityBelowMin
    : null;
}

/** The spec's prize-count rule: 4 or 8 for customers and 4 or 8 for non-customers; the text to show, or null. */
export function prizeCountError(customers: number, others: number): string | null {
  const ok = (n: number) => (PRIZES_PER_AUDIENCE as readonly number[]).includes(n);
  if (ok(customers) && ok(others)) return null;
  if (customers % PRIZE_BLOCK === 0 && others % PRIZE_BLOCK === 0 && customers > 0 && others > 0) {
    return `Ops... Você não pode ter ${customers} prêmios para clientes e ${others} para não clientes`;
  }
  return 'Lembre-se! Você só pode ter 4 ou 8 prêmios para clientes e para não clientes';
}

/** A prize as the draw sees it: its weight, and its stock when it is consumable. */
export type DrawCandidate = { id: number; peso: number; quantidade: number; consumivel: boolean };

/** The prizes that may come out: non-consumable ones always, consumable ones while they have stock. */
export function drawable<T extends DrawCandidate>(prizes: readonly T[]): T[] {
  return prizes.filter((p) => p.peso > 0 && (!p.consumivel || p.quantidade > 0));
}

/**
 * The prize a random value in [0, 1) picks among the drawable prizes, by weight, in the order given
 * (the server orders them by id): the first whose cumulative share of the total weight passes the
 * value. Pure, so that anyone holding the stored value, weights and stocks recomputes the same prize.
 */
export function pickPrize<T extends DrawCandidate>(prizes: readonly T[], random: number): T | null {
  const candidates = drawable(prizes);
  const total = candidates.reduce((sum, p) => sum + p.peso, 0);
  if (total <= 0) return null;
  const target = random * total;
  let cumulative = 0;
  for (const prize of candidates) {
    cumulative += prize.peso;
    if (target < cumulative) return prize;
  }
  return candidates[candidates.length - 1];
}

/** An instant as the spin and raffle dates show it: 'dd/mm/yy hh:mm' in São Paulo. */
export function drawDateLabel(value: string | Date): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
