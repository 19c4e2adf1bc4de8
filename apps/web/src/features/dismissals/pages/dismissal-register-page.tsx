import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { DISMISSALS_MSG } from '@intranet/shared/dismissals/dismissals.messages';
import type { DismissalInput } from '@intranet/shared/dismissals/dismissals.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { showServerErrors } from '../../../components/form/server-errors';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCreateDismissal } from '../api/create-dismissal';
import { DISMISSALS_LIST_PATH, dismissalEditPath } from '../dismissals-paths';
import { DismissalForm, type DismissalFormValues } from '../components/dismissal-form';
import '../dismissals.css';

/** The person named by the path (`/shutdowns/register/:id/:name`, from the employee's screens). */
function presetOf(params: { id?: string; name?: string }) {
  const id = idParam.safeParse(params.id);
  if (!id.success) return undefined;
  let nome = `Colaborador ${id.data}`;
  try {
    if (params.name) nome = decodeURIComponent(params.name);
  } catch {
    // A malformed name keeps the placeholder; the person's own record names them.
  }
  return { id: id.data, nome };
}

/**
 * `/shutdowns/register/:id?/:name?`: registers a dismissal. The person comes chosen from the path;
 * the notice days are suggested and editable; a refusal keeps everything typed, with the reasons
 * under their fields.
 */
export function DismissalRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<DismissalFormValues>();
  const preset = presetOf(useParams());
  const create = useCreateDismissal();
  const submit = (values: DismissalFormValues) =>
    create.mutate({ entrevista: '', motivo: '', ...values } as DismissalInput, {
      onSuccess: (answer) => {
        notify.success(answer.status === 'aplicado' ? DISMISSALS_MSG.createdApplied : DISMISSALS_MSG.created);
        navigate(dismissalEditPath(answer.id));
      },
      onError: (error) => {
        showServerErrors(form, error, { nameField: 'id_usuario' });
        notify.fail(error, DISMISSALS_MSG.createFailed);
      },
    });
  return (
    <SectionLayout title={DISMISSALS_MSG.registerTitle} back={DISMISSALS_LIST_PATH}>
      <DismissalForm
        form={form}
        preset={preset}
        initialValues={{ id_usuario: preset?.id, aviso_dias: undefined, motivo: '', entrevista: '' }}
        submitting={create.isPending}
        submitLabel="Registrar"
        onSubmit={submit}
        onCancel={() => navigate(DISMISSALS_LIST_PATH)}
      />
    </SectionLayout>
  );
}
