import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { visitDayAllowed, visitWindow } from '@intranet/shared/client-panel/client-panel.rules';
import type { VisitBody } from '@intranet/shared/client-panel/client-panel.schemas';
import { today } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { dayAt } from '@intranet/shared/calendar/days';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { iso } from '../../db/sql';
import { AppError } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { ownerAccounts } from '../customer-accounts/customer-accounts.public';
import { ownedContract } from './client-panel.policy';
import { presentOrder } from './client-panel.presenter';

const M = CLIENT_PANEL_MSG.visit;

/**
 * "Solicitar visita": an open service order of origin `painel` with the chosen window, one open per
 * contract (the partial unique index holds it under concurrent requests).
 */
export async function requestVisit(ctx: OpContext, id: number, body: Required<VisitBody>) {
  const contract = await ownedContract(ctx, id);
  if (contract.status === 'cancelado') throw new AppError('conflict', M.cancelled);
  if (!visitDayAllowed(body.dia, today()))
    throw new AppError('invalid_input', M.dayInvalid, [{ path: 'dia', message: M.dayInvalid }]);
  const alreadyOpen = async () => {
    const open = await ownerAccounts.openPanelVisit(ctx.db, id);
    const when = open?.janela_inicio ? formatDate(dayAt(new Date(iso(open.janela_inicio)!))) : '';
    return new AppError('conflict', M.alreadyOpen(when));
  };
  if (await ownerAccounts.openPanelVisit(ctx.db, id)) throw await alreadyOpen();
  const window = visitWindow(body.dia, body.periodo);
  try {
    const row = await withActor(ctx.db, ctx.actor.userId, (tx) =>
      ownerAccounts.insertPanelVisit(tx, {
        sistema: contract.sistema,
        id_contrato: id,
        id_pessoa: contract.id_pessoa,
        tipo: body.tipo,
        janela_inicio: window.inicio,
        janela_fim: window.fim,
        observacoes: body.observacoes,
      }),
    );
    return { ordem: presentOrder(row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw await alreadyOpen();
    throw err;
  }
}
