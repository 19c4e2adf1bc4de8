import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Skeleton, Tag } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { DISMISSALS_API } from '@intranet/shared/dismissals/dismissals.contract';
import { DISMISSALS_MSG } from '@intranet/shared/dismissals/dismissals.messages';
import { DISMISSAL_STATUS_COLORS, DISMISSAL_STATUS_LABELS } from '@intranet/shared/dismissals/dismissals.rules';
import type { DismissalDetail, DismissalEditInput } from '@intranet/shared/dismissals/dismissals.schemas';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { idParam } from '@intranet/shared/validation/fields';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { showServerErrors } from '../../../components/form/server-errors';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useDismissal } from '../api/get-dismissal';
import { useRevertDismissal } from '../api/revert-dismissal';
import { useUpdateDismissal } from '../api/update-dismissal';
import { DismissalChecklist } from '../components/dismissal-checklist';
import { DismissalForm, type DismissalFormValues } from '../components/dismissal-form';
import { DISMISSALS_LIST_PATH } from '../dismissals-paths';
import { DISMISSAL_HISTORY_IGNORE, DISMISSAL_LABELS } from '../dismissals-screens';
import '../dismissals.css';

/** `/shutdowns/edit/:id`: the dismissal (editable by requesters), its checklist, reverting and its history. */
export function DismissalEditPage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <DismissalScreen id={parsed.data} />;
}

const valuesOf = (d: DismissalDetail): DismissalFormValues => ({
  data: d.data,
  tipo: d.tipo,
  aviso_previo: d.aviso_previo,
  aviso_dias: d.aviso_dias,
  motivo: d.motivo,
  entrevista: d.entrevista ?? '',
});

function DismissalScreen({ id }: { id: number }) {
  const record = useDismissal(id);
  return (
    <SectionLayout title={DISMISSALS_MSG.editTitle} back={DISMISSALS_LIST_PATH}>
      {record.isPending ? (
        <Skeleton active />
      ) : record.isError ? (
        <Alert type="error" showIcon title={errorText(record.error, DISMISSALS_MSG.loadFailed)} />
      ) : (
        <DismissalView dismissal={record.data} />
      )}
    </SectionLayout>
  );
}

function DismissalView({ dismissal: d }: { dismissal: DismissalDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<DismissalFormValues>();
  const canEdit = useCan(DISMISSALS_API.update.access);
  const canRevert = useCan(DISMISSALS_API.revert.access);
  const update = useUpdateDismissal();
  const revert = useRevertDismissal();
  const [asking, setAsking] = useState(false);
  const live = d.status !== 'revertido';

  const save = (values: DismissalFormValues) =>
    update.mutate(
      { id: d.id, body: { entrevista: '', motivo: '', ...values } as DismissalEditInput },
      {
        onSuccess: (answer) =>
          notify.success(
            answer.status === 'aplicado' && d.status === 'agendado'
              ? DISMISSALS_MSG.createdApplied
              : DISMISSALS_MSG.saved,
          ),
        onError: (error) => {
          showServerErrors(form, error);
          notify.fail(error, DISMISSALS_MSG.saveFailed);
        },
      },
    );

  return (
    <>
      <Descriptions
        className="dismissals-summary"
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'nome', label: 'Colaborador', children: d.nome },
          {
            key: 'status',
            label: 'Status',
            children: <Tag color={DISMISSAL_STATUS_COLORS[d.status]}>{DISMISSAL_STATUS_LABELS[d.status]}</Tag>,
          },
          {
            key: 'lotacao',
            label: 'Empresa / Departamento',
            children: [d.empresa, d.departamento].filter(Boolean).join(' / ') || '—',
          },
          { key: 'admissao', label: 'Admissão', children: d.data_admissao ? formatDate(d.data_admissao) : '—' },
          {
            key: 'registro',
            label: 'Registrado',
            children: `${formatDateTime(d.created_at)}${d.registrado_por ? ` por ${d.registrado_por}` : ''}`,
          },
          {
            key: 'acesso',
            label: 'Acesso',
            children:
              d.status === 'aplicado'
                ? `Encerrado em ${formatDateTime(d.aplicado_em)}`
                : d.status === 'agendado'
                  ? `Encerra automaticamente em ${formatDate(d.data)}`
                  : 'Mantido (desligamento revertido)',
          },
          ...(d.status === 'revertido'
            ? [
                {
                  key: 'reversao',
                  label: 'Revertido',
                  children: `${formatDateTime(d.revertido_em)}${d.revertido_por ? ` por ${d.revertido_por}` : ''}: ${d.motivo_reversao ?? ''}`,
                },
              ]
            : []),
        ]}
      />
      {live && canRevert && (
        <Button danger icon={<RollbackOutlined />} onClick={() => setAsking(true)} style={{ marginBottom: 24 }}>
          Reverter desligamento
        </Button>
      )}
      <DismissalForm
        key={`${d.id}-${d.status}`}
        form={form}
        personFixed={{ nome: d.nome, data_admissao: d.data_admissao }}
        dateFixed={d.status === 'aplicado'}
        readOnly={!canEdit || !live}
        initialValues={valuesOf(d)}
        submitting={update.isPending}
        submitLabel="Salvar"
        onSubmit={save}
        onCancel={() => navigate(DISMISSALS_LIST_PATH)}
      />
      <DismissalChecklist dismissal={d} editable={canEdit && live} />
      <div style={{ marginTop: 32 }}>
        <HistoryViewer tabela="rh_desligamento" id={d.id} labels={DISMISSAL_LABELS} ignore={DISMISSAL_HISTORY_IGNORE} />
      </div>
      <ConfirmDialog
        open={asking}
        title={DISMISSALS_MSG.revertTitle}
        text={DISMISSALS_MSG.revertConfirm(d.nome, d.status === 'aplicado')}
        textarea={{ required: true, placeholder: 'Motivo da reversão' }}
        confirmLabel="Reverter"
        danger
        loading={revert.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={(motivo) =>
          revert
            .mutateAsync(
              { id: d.id, motivo },
              {
                onSuccess: () => {
                  setAsking(false);
                  notify.success(
                    d.status === 'aplicado' ? DISMISSALS_MSG.revertDoneRestored : DISMISSALS_MSG.revertDone,
                  );
                },
                onError: (error) => notify.fail(error, DISMISSALS_MSG.revertFailed),
              },
            )
            .then(
              () => undefined,
              () => undefined,
            )
        }
      />
    </>
  );
}
