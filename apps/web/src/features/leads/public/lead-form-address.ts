import { LEAD_FORM_PATH } from '@intranet/shared/leads/leads.rules';
import { TRACKING_QUERY, type TrackingQueryKey } from '@intranet/shared/tracking-links/tracking-links.rules';
import { formatCep } from '@intranet/shared/validation/cep';
import { formatCpf } from '@intranet/shared/validation/cpf';

export type LeadFormArrival = {
  /** CPF and CEP given in the address (`/leads/external/register/:cpf?/:cep?`), masked. */
  cpf: string;
  cep: string;
  /** The tracking parameters the form arrived with; ids only, anything else left out. */
  tracking: Partial<Record<TrackingQueryKey, number>>;
};

/** What the form's address brings: the optional CPF and CEP of its path, and chn, cmp, dst and lnk of its query. */
export function arrivalOf(location: Pick<Location, 'pathname' | 'search'>): LeadFormArrival {
  const rest = location.pathname.startsWith(LEAD_FORM_PATH) ? location.pathname.slice(LEAD_FORM_PATH.length) : '';
  const [cpf = '', cep = ''] = rest
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  const query = new URLSearchParams(location.search);
  const tracking: LeadFormArrival['tracking'] = {};
  for (const key of TRACKING_QUERY) {
    const value = Number(query.get(key));
    if (Number.isInteger(value) && value > 0 && value <= 2_147_483_647) tracking[key] = value;
  }
  return { cpf: formatCpf(cpf), cep: formatCep(cep), tracking };
}
