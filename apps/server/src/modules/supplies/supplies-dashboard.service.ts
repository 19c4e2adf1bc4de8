import { today } from '@intranet/shared/calendar/days';
import { RETURN_DAYS } from '@intranet/shared/supplies/supplies.rules';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './supplies-dashboard.repository';

/**
 * The dashboard (`/supplies/dashboard`): where units are, what is overdue to come back, maintenance, recycling,
 * value. Read from the summaries the move and unit triggers keep, so its cost does not grow with the moves.
 */
export async function dashboard({ db }: OpContext) {
  const porLocal = await repo.unitsPerPlaceKind(db);
  const atrasados = await repo.overdueUnits(db, today(), RETURN_DAYS);
  const { meses, dias } = await repo.monthlyMoves(db);
  const valor = porLocal
    .filter((r) => r.tipo_local !== 'reciclagem')
    .reduce((sum, r) => sum + Math.round(Number(r.valor) * 100), 0);
  return {
    por_local: porLocal,
    atrasados: atrasados.itens,
    atrasados_total: atrasados.total,
    manutencao_dias: dias,
    reciclagem_mes: meses.filter((r) => r.tipo === 'reciclagem').map((r) => ({ mes: r.mes, unidades: r.unidades })),
    movimentos_mes: meses,
    valor_estoque: (valor / 100).toFixed(2),
  } as never;
}
