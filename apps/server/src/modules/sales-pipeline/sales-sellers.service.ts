import type { z } from 'zod';
import { PIPELINE_MSG as MSG } from '@intranet/shared/sales/pipeline.messages';
import type {
  sellerAddBody,
  SellerCandidatesResponse,
  SellerTeamResponse,
  sellerTeamQuery,
  TeamSeller,
} from '@intranet/shared/sales/sellers.schemas';
import { withActor } from '../../db/client';
import { iso } from '../../db/sql';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './sales-sellers.repository';
import { companyExists } from './sales-coverage.repository';

/** The server's clock: a seller's overdue leads are counted at this instant. */
const clock = () => new Date();

const present = (row: repo.TeamRow): TeamSeller => ({ ...row, ultima_atribuicao: iso(row.ultima_atribuicao) });

async function answer(ctx: OpContext, id: number): Promise<TeamSeller> {
  const row = await repo.sellerById(ctx.db, id, clock());
  if (!row) throw notFound(MSG.sellerNotFound);
  return present(row);
}

export async function sellerTeam(ctx: OpContext, query: z.output<typeof sellerTeamQuery>): Promise<SellerTeamResponse> {
  const { rows, total } = await repo.teamPage(ctx.db, query, clock());
  return { total, vendedores: rows.map(present) };
}

export async function sellerCandidates(
  ctx: OpContext,
  query: { id_empresa: number; busca?: string },
): Promise<SellerCandidatesResponse> {
  return { funcionarios: await repo.candidates(ctx.db, query.id_empresa, query.busca) };
}

/** Makes an active employee a seller of the provider: from now on they take their turn of the new leads. */
export async function addSeller(ctx: OpContext, body: z.output<typeof sellerAddBody>): Promise<TeamSeller> {
  if (!(await companyExists(ctx.db, body.id_empresa)))
    throw invalid(MSG.providerUnknown, [{ path: 'id_empresa', message: MSG.providerUnknown }]);
  if (!(await repo.activeEmployee(ctx.db, body.id_usuario)))
    throw invalid(MSG.employeeNotFound, [{ path: 'id_usuario', message: MSG.employeeNotFound }]);
  const id = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.insertSeller(tx, body.id_usuario, body.id_empresa));
  if (id === null) throw conflict(MSG.sellerTaken);
  return answer(ctx, id);
}

/** Takes a seller in or out of the rotation. */
export async function setSellerActive(ctx: OpContext, id: number, ativo: boolean): Promise<TeamSeller> {
  const changed = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.setSellerActive(tx, id, ativo));
  if (!changed) throw notFound(MSG.sellerNotFound);
  return answer(ctx, id);
}

export async function removeSeller(ctx: OpContext, id: number): Promise<{ id: number }> {
  const removed = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.deleteSeller(tx, id));
  if (!removed) throw notFound(MSG.sellerNotFound);
  return { id };
}
