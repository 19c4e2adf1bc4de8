import { addDays, dayParts } from '../calendar/days';
import { centsOf, daysBetween } from '../customer-accounts/customer-accounts.rules';

/** The ten screens of the client panel (spec §2.3), in the menu's order. */
export const CLIENT_PANEL_SCREENS = [
  'home-service',
  'identification',
  'contact',
  'address',
  'service',
  'connections',
  'financial',
  'info-payments',
  'service-orders',
  'negotiation',
] as const;
export type ClientPanelScreen = (typeof CLIENT_PANEL_SCREENS)[number];

export const CLIENT_PANEL_PATH = '/client-panel';
export const CLIENT_PANEL_SIGN_IN_PATH = '/client-panel/entrar';
export const FINANCIAL_HOME_PATH = '/financial/home';

/** How a customer gets their code. */
export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
/** Why a code was sent: the panel's sign-in or the financial home's invoices. */
export const CODE_PURPOSES = ['painel', 'fatura'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CUSTOMER_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CUSTOMER_CODE_ATTEMPTS = 5;
export const MAX_CUSTOMER_CODES_PER_HOUR = 5;

/** The identity key of a customer's account: it names the CPF and can receive no mail. */
export const customerIdentityEmail = (cpf: string) => `${cpf}@cliente.invalid`;

/** An e-mail as a confirmation names it, most of it hidden: 'ma***@gmail.com'. */
export function maskedEmail(email: string): string {
  const [user, domain] = email.split('@');
  return `${user.slice(0, 2)}***@${domain ?? ''}`;
}

// --- Visit requests -------------------------------------------------------------------------------

/** What a customer may ask a visit for. */
export const VISIT_KINDS = ['reparo', 'visita_tecnica'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export const VISIT_PERIODS = ['manha', 'tarde'] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];
/** Hours of each period, São Paulo time. */
export const VISIT_PERIOD_HOURS: Record<VisitPeriod, { from: number; to: number }> = {
  manha: { from: 8, to: 12 },
  tarde: { from: 13, to: 18 },
};
export const VISIT_MAX_DAYS_AHEAD = 30;
export const VISIT_NOTES_MIN = 10;
export const VISIT_NOTES_MAX = 500;

/** Whether a day may be asked for on `today`: tomorrow to 30 days ahead, no Sunday. */
export function visitDayAllowed(day: string, today: string): boolean {
  const ahead = daysBetween(today, day);
  if (ahead < 1 || ahead > VISIT_MAX_DAYS_AHEAD) return false;
  const { year, month, day: d } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, d)).getUTCDay() !== 0;
}

/** The days a customer may pick on `today`, in order. */
export function visitDays(today: string): string[] {
  const days: string[] = [];
  for (let i = 1; i <= VISIT_MAX_DAYS_AHEAD; i++) {
    const day = addDays(today, i);
    if (visitDayAllowed(day, today)) days.push(day);
  }
  return days;
}

/** The window of a visit as instants: São Paulo has kept UTC−3 all year since 2019. */
export function visitWindow(day: string, period: VisitPeriod): { inicio: string; fim: string } {
  const { from, to } = VISIT_PERIOD_HOURS[period];
  const at = (hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00-03:00`;
  return { inicio: new Date(at(from)).toISOString(), fim: new Date(at(to)).toISOString() };
}

// --- Negotiation ----------------------------------------------------------------------------------

export const AGREEMENT_STATUSES = ['solicitado', 'ativo', 'cumprido', 'cancelado'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
/** An agreement still in force: a contract has at most one (a unique index holds it). */
export const LIVE_AGREEMENT_STATUSES = ['solicitado', 'ativo'] as const satisfies readonly AgreementStatus[];

/** Fine on an overdue invoice (2 %, the CDC's ceiling) and interest of 1 % a month, pro rata die. */
export const FINE_RATE = 0.02;
export const MONTHLY_INTEREST_RATE = 0.01;
export const MIN_INSTALMENT_CENTS = 5_000;
export const MAX_INSTALMENTS = 6;
/** Days until an agreement's first payment. */
export const FIRST_DUE_IN_DAYS = 3;

export type OverdueInvoice = { id: number; valor: string | number; vencimento: string };
export type OfferId = 'a_vista' | `parcelado_${number}`;
export type Offer = {
  id: OfferId;
  parcelas: number;
  /** What the agreement totals, in cents, and each instalment (the last takes the rounding). */
  total_centavos: number;
  parcela_centavos: number;
  multa: boolean;
  juros: boolean;
  primeiro_vencimento: string;
};
export type Debt = {
  faturas: number[];
  /** The invoices' values alone, and with fine and interest: what is owed today. */
  principal_centavos: number;
  multa_centavos: number;
  juros_centavos: number;
  devido_centavos: number;
  ofertas: Offer[];
};

/** The debt of a contract's overdue open invoices on `today`, and the offers it allows. */
export function debtOf(invoices: readonly OverdueInvoice[], today: string): Debt {
  const overdue = invoices
    .filter((f) => daysBetween(f.vencimento, today) >= 1)
    .sort((a, b) => a.vencimento.localeCompare(b.vencimento) || a.id - b.id);
  let principal = 0;
  let fine = 0;
  let interest = 0;
  for (const f of overdue) {
    const cents = centsOf(f.valor);
    principal += cents;
    fine += Math.round(cents * FINE_RATE);
    interest += Math.round((cents * MONTHLY_INTEREST_RATE * daysBetween(f.vencimento, today)) / 30);
  }
  const first = addDays(today, FIRST_DUE_IN_DAYS);
  const offers: Offer[] = [];
  if (overdue.length) {
    offers.push(offer('a_vista', 1, principal, false, false, first));
    for (let n = 2; n <= MAX_INSTALMENTS; n++) {
      const withFine = n > 3;
      const total = principal + interest + (withFine ? fine : 0);
      if (Math.floor(total / n) < MIN_INSTALMENT_CENTS) break;
      offers.push(offer(`parcelado_${n}`, n, total, withFine, true, first));
    }
  }
  return {
    faturas: overdue.map((f) => f.id),
    principal_centavos: principal,
    multa_centavos: fine,
    juros_centavos: interest,
    devido_centavos: principal + fine + interest,
    ofertas: offers,
  };
}

function offer(id: OfferId, n: number, total: number, multa: boolean, juros: boolean, first: string): Offer {
  return {
    id,
    parcelas: n,
    total_centavos: total,
    parcela_centavos: Math.floor(total / n),
    multa,
    juros,
    primeiro_vencimento: first,
  };
}

/** Reais with two decimals from cents, as amounts travel (numeric(14,2)). */
export const reaisOf = (cents: number) => Math.round(cents) / 100;
