import type { DismissalDetail, DismissalRow } from '@intranet/shared/dismissals/dismissals.schemas';
import { isTaskLate } from '@intranet/shared/dismissals/dismissals.rules';
import { iso } from '../../db/sql';
import type { DismissalFound, DismissalListRow, tasksOf } from './dismissals.repository';

export function presentRow(row: DismissalListRow): DismissalRow {
  const d = row.dismissal;
  return {
    id: d.id,
    id_usuario: d.id_usuario,
    nome: row.nome,
    empresa: row.empresa,
    departamento: row.departamento,
    data: d.data,
    tipo: d.tipo,
    aviso_previo: d.aviso_previo,
    aviso_dias: d.aviso_dias,
    status: d.status,
    tarefas: row.tarefas,
    tarefas_concluidas: row.tarefas_concluidas,
    tarefas_atrasadas: row.tarefas_atrasadas,
    created_at: iso(d.created_at)!,
  };
}

/** The dismissal and its checklist; the exit interview only to who reads it (`readsInterview`). */
export function presentDetail(
  row: DismissalFound,
  tasks: Awaited<ReturnType<typeof tasksOf>>,
  { today, interview }: { today: string; interview: boolean },
): DismissalDetail {
  const d = row.dismissal;
  return {
    ...presentRow(row),
    motivo: d.motivo,
    entrevista: interview ? d.entrevista : null,
    data_admissao: row.data_admissao,
    aplicado_em: iso(d.aplicado_em),
    revertido_em: iso(d.revertido_em),
    revertido_por: d.id_revertido_por ? row.revertido_por : null,
    motivo_reversao: d.motivo_reversao,
    registrado_por: d.id_registrado_por ? row.registrado_por : null,
    checklist: tasks.map(({ task, concluida_por }) => {
      const concluida_em = iso(task.concluida_em);
      return {
        id: task.id,
        titulo: task.titulo,
        area: task.area,
        prazo: task.prazo,
        concluida_em,
        concluida_por: task.id_concluida_por ? concluida_por : null,
        atrasada: isTaskLate({ prazo: task.prazo, concluida_em }, today),
      };
    }),
  };
}
