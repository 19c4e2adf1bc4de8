import { Checkbox, Progress, Tag } from 'antd';
import { DISMISSALS_MSG } from '@intranet/shared/dismissals/dismissals.messages';
import { TASK_AREA_LABELS } from '@intranet/shared/dismissals/dismissals.rules';
import type { DismissalDetail } from '@intranet/shared/dismissals/dismissals.schemas';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { useNotify } from '../../../lib/notify';
import { useSetDismissalTask } from '../api/set-dismissal-task';

/**
 * The offboarding checklist: each task with its owner and due day; ticking records who and when,
 * unticking opens it again. Late tasks are marked. Read-only without the edit right or once reverted.
 */
export function DismissalChecklist({ dismissal, editable }: { dismissal: DismissalDetail; editable: boolean }) {
  const notify = useNotify();
  const setTask = useSetDismissalTask();
  const { checklist } = dismissal;
  const done = checklist.filter((t) => t.concluida_em).length;
  const late = checklist.filter((t) => t.atrasada).length;
  return (
    <section aria-labelledby="dismissal-checklist-title" className="dismissals-checklist">
      <h2 id="dismissal-checklist-title" className="dismissals-checklist__heading">
        Checklist de desligamento
      </h2>
      <p className="dismissals-checklist__meta">
        {done} de {checklist.length} tarefas concluídas
        {late > 0 && dismissal.status !== 'revertido' ? ` · ${late === 1 ? '1 atrasada' : `${late} atrasadas`}` : ''}
      </p>
      <Progress
        percent={checklist.length ? Math.round((done / checklist.length) * 100) : 0}
        aria-label="Progresso do checklist"
        style={{ maxWidth: 420 }}
      />
      <ul className="dismissals-checklist__list">
        {checklist.map((task) => (
          <li key={task.id} className="dismissals-checklist__row">
            <Checkbox
              checked={!!task.concluida_em}
              disabled={!editable || setTask.isPending}
              onChange={(e) =>
                setTask.mutate(
                  { id: dismissal.id, tarefa: task.id, concluida: e.target.checked },
                  {
                    onSuccess: () =>
                      notify.success(e.target.checked ? DISMISSALS_MSG.taskDone : DISMISSALS_MSG.taskUndone),
                    onError: (error) => notify.fail(error, DISMISSALS_MSG.taskFailed),
                  },
                )
              }
            >
              <span className="dismissals-checklist__item">
                <span className={task.concluida_em ? 'dismissals-checklist__title--done' : undefined}>
                  {task.titulo}
                </span>
                <span className="dismissals-checklist__meta">
                  {TASK_AREA_LABELS[task.area]} · prazo {formatDate(task.prazo)}
                  {task.concluida_em &&
                    ` · concluída${task.concluida_por ? ` por ${task.concluida_por}` : ''} em ${formatDateTime(task.concluida_em)}`}
                </span>
                {task.atrasada && dismissal.status !== 'revertido' && <Tag color="red">Atrasada</Tag>}
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </section>
  );
}
