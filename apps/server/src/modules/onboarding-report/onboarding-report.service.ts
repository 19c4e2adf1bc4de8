import type { z } from 'zod';
import { roleCan } from '@intranet/shared/access/permissions';
import type {
  relatorioBody,
  relatorioContadorBody,
} from '@intranet/shared/onboarding-report/onboarding-report.schemas';
import { progressPercent } from '@intranet/shared/onboarding/onboarding.rules';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/access';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './onboarding-report.repository';

/** A requester sees only their own department, whatever filter they send (none → nothing). */
async function departmentScope(db: Db, actor: Actor, requested: number | undefined): Promise<number | undefined> {
  if (roleCan(actor.role, 'onboarding-report.allDepartments')) return requested;
  return (await repo.departmentOf(db, actor.userId)) ?? -1;
}

export async function countReport({ db, actor }: OpContext, body: z.output<typeof relatorioContadorBody>) {
  const id_departamento = await departmentScope(db, actor, body.filtro.id_departamento);
  return repo.countByState(db, { id_departamento, id_onboarding: body.filtro.id_onboarding });
}

export async function report({ db, actor }: OpContext, body: z.output<typeof relatorioBody>) {
  const f = body.filtro;
  const id_departamento = await departmentScope(db, actor, f.id_departamento);
  const page = await repo.reportPage(db, {
    concluido: f.concluido,
    id_departamento,
    id_onboarding: f.id_onboarding,
    offset: f.offset,
    limit: f.limit,
  });
  return {
    total: page.total,
    dados: page.rows.map((r) => ({
      id: r.id,
      id_funcionario: r.id_usuario,
      id_onboarding: r.id_onboarding,
      funcionario: r.funcionario,
      onboarding: r.onboarding,
      inicio: r.data_inicio,
      conclusao: r.data_conclusao,
      status: progressPercent(r.conteudos_lidos, r.conteudos_total),
      concluido: r.concluido,
    })),
  };
}
