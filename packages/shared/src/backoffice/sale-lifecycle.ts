/**
 * A sale's life from the seller to an active installation (docs/customer-accounts.md, "Sales"): the
 * sales area creates it `pendente` when a lead is sold; the backoffice approves it, schedules the
 * installation and follows it to `ativa`, or cancels it with a reason.
 */
export const SALE_STATUSES = ['pendente', 'aprovada', 'instalacao_agendada', 'ativa', 'cancelada'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  pendente: 'Pendente',
  aprovada: 'Aprovada',
  instalacao_agendada: 'Instalação agendada',
  ativa: 'Ativa',
  cancelada: 'Cancelada',
};

/** The statuses a sale may move to from each one; `ativa` and `cancelada` are final. */
export const SALE_TRANSITIONS: Record<SaleStatus, readonly SaleStatus[]> = {
  pendente: ['aprovada', 'cancelada'],
  aprovada: ['instalacao_agendada', 'cancelada'],
  instalacao_agendada: ['ativa', 'aprovada', 'cancelada'],
  ativa: [],
  cancelada: [],
};

export function saleMayMove(from: SaleStatus, to: SaleStatus): boolean {
  return SALE_TRANSITIONS[from].includes(to);
}

/** A sale still on its way to the customer (neither active nor cancelled). */
export const OPEN_SALE_STATUSES = [
  'pendente',
  'aprovada',
  'instalacao_agendada',
] as const satisfies readonly SaleStatus[];
