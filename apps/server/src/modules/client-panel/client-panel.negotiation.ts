import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { type Offer, debtOf, reaisOf } from '@intranet/shared/client-panel/client-panel.rules';
import type { NegotiationResponse } from '@intranet/shared/client-panel/client-panel.schemas';
import { overdueDays } from '@intranet/shared/customer-accounts/customer-accounts.rules';
import { today } from '@intranet/shared/calendar/days';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { ownerAccounts } from '../customer-accounts/customer-accounts.public';
import { ownedContract } from './client-panel.policy';
import { presentAgreement } from './client-panel.presenter';
import { agreementsOfContract, insertAgreement, invoicesInLiveAgreements } from './client-panel.repository';

const M = CLIENT_PANEL_MSG.negotiation;

export function offerLabel(offer: Offer): string {
  if (offer.id === 'a_vista') return M.offers.a_vista;
  return offer.multa ? M.offers.parcelado(offer.parcelas) : M.offers.parcelado_juros(offer.parcelas);
}

/** The contract's debt on today's São Paulo day, outside any live agreement. */
async function debtOfContract(ctx: OpContext, id: number) {
  const day = today();
  const [open, taken] = await Promise.all([
    ownerAccounts.invoicesOfContract(ctx.db, id, 'abertas'),
    invoicesInLiveAgreements(ctx.db, id),
  ]);
  const free = open.filter((f) => !taken.has(f.id));
  return { day, free, debt: debtOf(free, day) };
}

export async function negotiation(ctx: OpContext, id: number): Promise<NegotiationResponse> {
  await ownedContract(ctx, id);
  const { day, free, debt } = await debtOfContract(ctx, id);
  const chosen = new Set(debt.faturas);
  return {
    faturas: free
      .filter((f) => chosen.has(f.id))
      .map((f) => ({ id: f.id, vencimento: f.vencimento, valor: Number(f.valor), dias_atraso: overdueDays(f, day) })),
    principal: reaisOf(debt.principal_centavos),
    multa: reaisOf(debt.multa_centavos),
    juros: reaisOf(debt.juros_centavos),
    devido: reaisOf(debt.devido_centavos),
    ofertas: debt.ofertas.map((o) => ({
      id: o.id,
      rotulo: offerLabel(o),
      parcelas: o.parcelas,
      total: reaisOf(o.total_centavos),
      parcela: reaisOf(o.parcela_centavos),
      primeiro_vencimento: o.primeiro_vencimento,
    })),
    acordos: (await agreementsOfContract(ctx.db, id)).map(presentAgreement),
  };
}

/**
 * Accepts an offer for the invoices the customer saw: the offers are computed again now, and a change
 * of the invoices (one paid, a new one overdue) is refused so the customer sees the new figures first.
 */
export async function acceptOffer(ctx: OpContext, id: number, body: { oferta: string; faturas: number[] }) {
  const contract = await ownedContract(ctx, id);
  const { debt } = await debtOfContract(ctx, id);
  const live = (await agreementsOfContract(ctx.db, id)).some((a) => a.status === 'solicitado' || a.status === 'ativo');
  if (live) throw new AppError('conflict', M.live);
  const seen = [...new Set(body.faturas)].sort((a, b) => a - b);
  const now = [...debt.faturas].sort((a, b) => a - b);
  if (seen.length !== now.length || seen.some((f, i) => f !== now[i])) throw new AppError('conflict', M.changed);
  const offer = debt.ofertas.find((o) => o.id === body.oferta);
  if (!offer) throw new AppError('invalid_input', M.offerUnknown, [{ path: 'oferta', message: M.offerUnknown }]);
  try {
    const row = await withActor(ctx.db, ctx.actor.userId, (tx) =>
      insertAgreement(tx, {
        sistema: contract.sistema,
        id_pessoa: contract.id_pessoa,
        id_contrato: id,
        faturas: debt.faturas,
        valor_original: reaisOf(debt.devido_centavos).toFixed(2),
        valor_acordo: reaisOf(offer.total_centavos).toFixed(2),
        parcelas: offer.parcelas,
        primeiro_vencimento: offer.primeiro_vencimento,
        oferta: offer.id,
        origem: 'painel',
        status: 'solicitado',
      }),
    );
    return { acordo: presentAgreement(row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', M.live);
    throw err;
  }
}
