import { Alert, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { EMPLOYEES_MSG } from '@intranet/shared/employees/employees.messages';
import { employeeProfileBody, employeeRegisterBody } from '@intranet/shared/employees/employees.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { showServerErrors } from '../../../components/form/server-errors';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useEmployee, useRegisterEmployee, useUpdateEmployee } from '../api/employee-calls';
import {
  EMPLOYEE_LABELS,
  EmployeeForm,
  type EmployeeFormValues,
  bodyOf,
  formValuesOf,
} from '../components/employee-form';
import { EMPLOYEES_LIST_PATH, usersProfilePath } from '../employees-paths';

/** `/employees/edit/:id`: one's own profile, or anyone's for HR managers; saving goes to UsersProfile. */
export function EmployeeEditPage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <EmployeeEdit id={parsed.data} />;
}

function EmployeeEdit({ id }: { id: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const manager = useCan('employee.manage');
  const canReadHistory = useCan('users.view');
  const own = useSession().user?.usuarioId === id;
  const employee = useEmployee(id);
  const update = useUpdateEmployee();
  const [form] = Form.useForm<EmployeeFormValues>();
  const submit = (values: EmployeeFormValues) => {
    const parsed = employeeProfileBody.safeParse(bodyOf(values));
    if (!parsed.success) {
      notify.error(parsed.error.issues[0]?.message ?? EMPLOYEES_MSG.loadFailed);
      return;
    }
    update.mutate(
      { id, body: bodyOf(values) as never },
      {
        onSuccess: () => {
          notify.success(EMPLOYEES_MSG.saved);
          navigate(usersProfilePath(id));
        },
        onError: (error) => {
          notify.fail(error);
          showServerErrors(form, error);
        },
      },
    );
  };
  return (
    <SectionLayout title={own ? 'EDITAR MEU PERFIL' : 'EDITAR FUNCIONÁRIO'} back>
      {employee.isPending ? (
        <Skeleton active />
      ) : employee.isError ? (
        <Alert type="error" showIcon title={errorText(employee.error)} />
      ) : (
        <>
          <EmployeeForm
            form={form}
            key={employee.data.id}
            initial={formValuesOf(employee.data)}
            registering={false}
            manager={manager}
            saving={update.isPending}
            onSubmit={submit}
          />
          {canReadHistory && (
            <div style={{ marginTop: 24 }}>
              <HistoryViewer
                tabela="rh_usuario"
                id={id}
                labels={EMPLOYEE_LABELS}
                ignore={['id', 'created_at', 'updated_at', 'id_imagem']}
              />
            </div>
          )}
        </>
      )}
    </SectionLayout>
  );
}

/** `/employees/register`: the invitation (temporary password by e-mail) and the profile in one call. */
export function EmployeeRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const register = useRegisterEmployee();
  const [form] = Form.useForm<EmployeeFormValues>();
  const submit = (values: EmployeeFormValues) => {
    const parsed = employeeRegisterBody.safeParse(bodyOf(values));
    if (!parsed.success) {
      notify.error(parsed.error.issues[0]?.message ?? EMPLOYEES_MSG.loadFailed);
      return;
    }
    register.mutate(bodyOf(values) as never, {
      onSuccess: () => {
        notify.success(EMPLOYEES_MSG.registered);
        navigate(EMPLOYEES_LIST_PATH);
      },
      onError: (error) => {
        notify.fail(error);
        showServerErrors(form, error, { nameField: 'email' });
      },
    });
  };
  return (
    <SectionLayout title="NOVO FUNCIONÁRIO" back={EMPLOYEES_LIST_PATH}>
      <EmployeeForm
        form={form}
        initial={{ viagem: false, nacionalidade: 'Brasileira' }}
        registering
        manager
        saving={register.isPending}
        onSubmit={submit}
      />
    </SectionLayout>
  );
}
