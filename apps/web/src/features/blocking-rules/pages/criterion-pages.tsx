import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { blockingCriterionForm } from '@intranet/shared/blocking-rules/blocking-criteria.schemas';
import { CRITERION_KIND_LABEL } from '@intranet/shared/blocking-rules/blocking-engine';
import { idParam } from '@intranet/shared/validation/fields';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import {
  useCreateRecord,
  useDeleteRecord,
  useRecord,
  useRecordList,
  useUpdateRecord,
} from '../../../components/crud/crud-api';
import type { CrudPatch, CrudRecord, CrudValues } from '../../../components/crud/crud-config';
import { CrudForm } from '../../../components/crud/crud-form';
import { useSaveOutcome } from '../../../components/crud/use-save-outcome';
import { DataTable, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useRule } from '../api/get-rule-state';
import { CRITERIA_PATH, criteriaListPath, criterionEditPath, criterionRegisterPath } from '../blocking-rule-paths';
import { CRITERIA } from '../criterion-screens';

type Criterion = CrudRecord<typeof CRITERIA.api.schemas>;

const outcomeOf = (rule: number) => ({ ...CRITERIA, path: CRITERIA_PATH, afterSave: () => criteriaListPath(rule) });

/** The rule's name under the screen's title, or nothing while it loads. */
function RuleName({ rule }: { rule: number }) {
  const { data } = useRule(rule);
  return data ? <p className="blocking-rules__subtitle">Regra: {data.nome}</p> : null;
}

function withRule(Page: (props: { rule: number }) => React.ReactElement) {
  return function RulePage() {
    const rule = idParam.safeParse(useParams().id);
    if (!rule.success) return <StatusPage kind="notFound" />;
    return <Page rule={rule.data} />;
  };
}

/** `/blocking-exception-criterion/list/:id`: the rule's criteria with edit, activate/deactivate and delete. */
export const CriterionListPage = withRule(function CriterionList({ rule }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { texts } = CRITERIA;
  const canCreate = useCan(CRITERIA.api.create.access);
  const list = useRecordList(CRITERIA, { id_regra: rule });
  const update = useUpdateRecord(CRITERIA);
  const remove = useDeleteRecord(CRITERIA);
  const deletion = useDeleteConfirm<Criterion>(remove, (row) => CRITERION_KIND_LABEL[row.tipo], texts);
  const toggle = (row: Criterion) =>
    update.mutate(
      { id: row.id, object: { ativo: !row.ativo } as CrudPatch<typeof CRITERIA.api.schemas> },
      { onSuccess: () => notify.success(texts.edited), onError: () => notify.error(texts.editFailed) },
    );
  const actions: RowAction<Criterion>[] = [
    {
      key: 'edit',
      can: CRITERIA.api.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(criterionEditPath(rule, row.id)),
    },
    ...statusActions((row: Criterion) => row.ativo, toggle, { can: CRITERIA.api.update.access }),
    {
      key: 'delete',
      can: CRITERIA.api.remove.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];
  return (
    <SectionLayout
      title={CRITERIA.titles.list}
      back={CRITERIA.back}
      add={canCreate ? { label: CRITERIA.titles.add, to: criterionRegisterPath(rule) } : undefined}
    >
      <RuleName rule={rule} />
      {list.isError ? (
        <Alert type="error" showIcon title={errorText(list.error)} />
      ) : (
        <DataTable<Criterion>
          rowKey="id"
          columns={CRITERIA.columns}
          data={list.data}
          loading={list.isPending}
          actions={actions}
          exportable
          exportName="criterios-de-excecao"
          emptyText="Nenhum critério de exceção: a regra age sobre todos os contratos em atraso. Use NOVO CRITÉRIO para proteger promessas de pagamento, serviços essenciais ou valores pequenos."
        />
      )}
      <DeleteDialog title={CRITERIA.titles.delete} {...deletion.dialog} />
    </SectionLayout>
  );
});

/** `/blocking-exception-criterion/register/:id`: a new criterion of the rule. */
export const CriterionRegisterPage = withRule(function CriterionRegister({ rule }) {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const create = useCreateRecord(CRITERIA);
  const outcome = useSaveOutcome(outcomeOf(rule), form, {
    done: CRITERIA.texts.created,
    failed: CRITERIA.texts.createFailed,
  });
  const submit = (values: CrudValues<typeof CRITERIA.api.schemas>) =>
    create.mutate({ object: { ...values, id_regra: rule } }, outcome);
  return (
    <SectionLayout title={CRITERIA.titles.register} back={criteriaListPath(rule)}>
      <RuleName rule={rule} />
      <CrudForm
        config={CRITERIA}
        form={form}
        schema={blockingCriterionForm as never}
        submitting={create.isPending}
        onSubmit={submit}
        onCancel={() => navigate(criteriaListPath(rule))}
      />
    </SectionLayout>
  );
});

/** `/blocking-exception-criterion/edit/:idRule/:idCriterion`: the criterion (read-only without the edit right) and its history. */
export function CriterionEditPage() {
  const params = useParams();
  const rule = idParam.safeParse(params.idRule);
  const criterion = idParam.safeParse(params.idCriterion);
  if (!rule.success || !criterion.success) return <StatusPage kind="notFound" />;
  return <CriterionEdit rule={rule.data} id={criterion.data} />;
}

function CriterionEdit({ rule, id }: { rule: number; id: number }) {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const canEdit = useCan(CRITERIA.api.update.access);
  const role = actingRoleFor(useSession().user?.roles ?? [], CRITERIA.api.get.access) ?? '';
  const record = useRecord(CRITERIA, id);
  const update = useUpdateRecord(CRITERIA, true);
  const outcome = useSaveOutcome(outcomeOf(rule), form, {
    done: CRITERIA.texts.edited,
    failed: CRITERIA.texts.editFailed,
  });
  const list = criteriaListPath(rule);
  // A criterion of another rule is not this screen's: not found.
  const mine = record.data && record.data.id_regra === rule ? record.data : undefined;
  return (
    <SectionLayout title={CRITERIA.titles.edit} back={list}>
      <RuleName rule={rule} />
      {record.isPending ? (
        <Skeleton active />
      ) : record.isError ? (
        <Alert type="error" showIcon title={errorText(record.error)} />
      ) : !mine ? (
        <Alert type="error" showIcon title="Critério de exceção não encontrado." />
      ) : (
        <>
          <CrudForm
            key={mine.id}
            config={CRITERIA}
            form={form}
            initialValues={mine}
            schema={CRITERIA.api.schemas.patch}
            readOnly={!canEdit}
            submitting={update.isPending}
            onSubmit={(values) =>
              update.mutate({ id, object: values as CrudPatch<typeof CRITERIA.api.schemas> }, outcome)
            }
            onCancel={() => navigate(list)}
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer
              tabela="regra_bloqueio_criterio"
              id={id}
              role={role}
              labels={CRITERIA.labels}
              ignore={['id']}
            />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
