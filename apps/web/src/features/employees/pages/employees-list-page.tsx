import { useState } from 'react';
import { Input } from 'antd';
import { EditOutlined, IdcardOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { EMPLOYEES_MSG } from '@intranet/shared/employees/employees.messages';
import type { EmployeeRow } from '@intranet/shared/employees/employees.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { DataTable, PAGE_SIZES, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useEmployees } from '../api/employee-calls';
import { EMPLOYEES_REGISTER_PATH, dismissalRegisterPath, employeeEditPath, usersProfilePath } from '../employees-paths';

const columns: DataTableColumn<EmployeeRow>[] = [
  { key: 'nome', title: 'Nome', value: (e) => [e.nome, e.sobrenome].filter(Boolean).join(' ') },
  { key: 'cpf', title: 'CPF', value: (e) => e.cpf ?? '' },
  { key: 'empresa', title: 'Provedor', value: (e) => e.empresa?.nome ?? '' },
  { key: 'departamento', title: 'Departamento', value: (e) => e.departamento?.nome ?? '' },
  { key: 'cargo', title: 'Cargo', value: (e) => e.cargo?.nome ?? '' },
  {
    key: 'data_nascimento',
    title: 'Nascimento',
    value: (e) => e.data_nascimento,
    text: (e) => formatDate(e.data_nascimento),
  },
  { key: 'data_admissao', title: 'Admissão', value: (e) => e.data_admissao, text: (e) => formatDate(e.data_admissao) },
];

/** `/employees/list`: employees paged in SQL, searched by name, e-mail or CPF. */
export function EmployeesListPage() {
  const navigate = useNavigate();
  const canRegister = useCan('employee.manage');
  const [busca, setBusca] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const employees = useEmployees({ busca: busca || undefined, page: paging.page, limit: paging.pageSize });
  useErrorToast(employees.isError, EMPLOYEES_MSG.listFailed);
  return (
    <SectionLayout
      title={EMPLOYEES_MSG.title}
      back="/human-resources/home"
      add={canRegister ? { label: EMPLOYEES_MSG.add, to: EMPLOYEES_REGISTER_PATH } : undefined}
    >
      <Input.Search
        allowClear
        placeholder="Buscar por nome, e-mail ou CPF"
        aria-label="Buscar funcionários"
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(value) => {
          setBusca(value.trim());
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <DataTable<EmployeeRow>
        rowKey="id"
        columns={columns}
        data={employees.data?.rh_usuario}
        loading={employees.isFetching}
        server={{
          total: employees.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        actions={[
          {
            key: 'profile',
            label: 'Perfil',
            icon: <IdcardOutlined />,
            iconOnly: true,
            onClick: (e) => navigate(usersProfilePath(e.id)),
          },
          {
            key: 'edit',
            can: 'employee.manage',
            label: 'Editar',
            icon: <EditOutlined />,
            iconOnly: true,
            onClick: (e) => navigate(employeeEditPath(e.id)),
          },
          {
            key: 'dismiss',
            can: 'dismissals.create',
            label: 'Registrar desligamento',
            icon: <UserDeleteOutlined />,
            iconOnly: true,
            onClick: (e) => navigate(dismissalRegisterPath(e.id, [e.nome, e.sobrenome].filter(Boolean).join(' '))),
          },
        ]}
      />
    </SectionLayout>
  );
}
