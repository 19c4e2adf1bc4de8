import { LEAD_STATUS_LABELS, type LeadStatus } from '@intranet/shared/leads/leads.rules';
import { LEAD_REASON_LABELS, type LeadReason } from '@intranet/shared/sales/pipeline.rules';

export const STATUS_COLORS: Record<LeadStatus, string> = {
  novo: 'blue',
  em_contato: 'gold',
  proposta: 'purple',
  vendido: 'green',
  perdido: 'red',
};

/** A lead's status as the lists say it: the reason, when it was set aside. */
export function statusText(status: LeadStatus, motivo: LeadReason | null): string {
  return motivo ? `${LEAD_STATUS_LABELS[status]} · ${LEAD_REASON_LABELS[motivo]}` : LEAD_STATUS_LABELS[status];
}
