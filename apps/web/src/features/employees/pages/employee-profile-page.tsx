import { NOT_INFORMED } from '@intranet/shared/format/text';
import { Alert, Button, Descriptions, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { cityById } from '@intranet/shared/cities/cities';
import { EMPLOYEES_MSG } from '@intranet/shared/employees/employees.messages';
import { GENDERS, MARITAL_STATUSES, editsProfile, maritalKeyOf } from '@intranet/shared/employees/employees.rules';
import type { EmployeeProfileView } from '@intranet/shared/employees/employees.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { idParam } from '@intranet/shared/validation/fields';
import { FileImage } from '../../../components/file-image/file-image';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useErrorToast } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useEmployee } from '../api/employee-calls';
import { employeeEditPath } from '../employees-paths';

const shown = (v: string | null | undefined) => (v && v.trim() ? v : NOT_INFORMED);

function items(p: EmployeeProfileView) {
  const marital = MARITAL_STATUSES.find((s) => s.key === maritalKeyOf(p.estado_civil));
  const city = p.id_cidade ? cityById(p.id_cidade)?.label : null;
  const address = [p.rua, p.numero, p.complemento, p.bairro].filter(Boolean).join(', ');
  return [
    { key: 'nome', label: 'Nome', children: shown([p.nome, p.sobrenome].filter(Boolean).join(' ')) },
    { key: 'email', label: 'E-mail', children: shown(p.email) },
    { key: 'email_corp', label: 'E-mail corporativo', children: shown(p.email_corp) },
    { key: 'cpf', label: 'CPF', children: shown(p.cpf) },
    { key: 'rg', label: 'RG', children: shown(p.rg) },
    { key: 'genero', label: 'Gênero', children: shown(GENDERS.find((g) => g.value === p.genero)?.label) },
    { key: 'estado_civil', label: 'Estado civil', children: shown(marital?.label) },
    { key: 'data_nascimento', label: 'Data de nascimento', children: formatDate(p.data_nascimento) },
    { key: 'data_admissao', label: 'Data de admissão', children: formatDate(p.data_admissao) },
    { key: 'nacionalidade', label: 'Nacionalidade', children: shown(p.nacionalidade) },
    { key: 'empresa', label: 'Provedor', children: shown(p.empresa?.nome) },
    { key: 'departamento', label: 'Departamento', children: shown(p.departamento?.nome) },
    { key: 'setor', label: 'Setor', children: shown(p.setor?.nome) },
    { key: 'cargo', label: 'Cargo', children: shown(p.cargo?.nome) },
    { key: 'cep', label: 'CEP', children: shown(p.cep) },
    { key: 'endereco', label: 'Endereço', children: shown(address) },
    { key: 'cidade', label: 'Cidade', children: shown(city) },
    { key: 'cnh', label: 'CNH', children: shown([p.cnh_categoria, p.cnh_numero].filter(Boolean).join(' — ')) },
    {
      key: 'linkedin',
      label: 'LinkedIn',
      children: p.linkedin ? (
        <a href={p.linkedin} target="_blank" rel="noreferrer noopener">
          {p.linkedin}
        </a>
      ) : (
        NOT_INFORMED
      ),
    },
    { key: 'viagem', label: 'Disponibilidade para viagens', children: p.viagem ? 'Sim' : 'Não' },
  ];
}

/** UsersProfile (`/users/profile/:id`) and `/employees/profile/:id`: the employee profile. */
export function EmployeeProfilePage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <EmployeeProfile id={parsed.data} />;
}

function EmployeeProfile({ id }: { id: number }) {
  const navigate = useNavigate();
  const user = useSession().user;
  const own = user?.usuarioId === id;
  // The server's rule (employees.policy): one's own profile, or anyone's for HR managers.
  const editable = !!user && editsProfile({ userId: user.usuarioId, roles: user.roles }, id);
  const employee = useEmployee(id);
  useErrorToast(employee.isError, EMPLOYEES_MSG.loadFailed);
  return (
    <SectionLayout
      title={own ? 'MEU PERFIL' : 'PERFIL DO FUNCIONÁRIO'}
      back
      extra={
        editable ? (
          <Button icon={<EditOutlined />} onClick={() => navigate(employeeEditPath(id))}>
            Editar perfil
          </Button>
        ) : undefined
      }
    >
      {employee.isPending ? (
        <Skeleton active />
      ) : employee.isError ? (
        <Alert type="error" showIcon title={errorText(employee.error)} />
      ) : (
        <>
          {employee.data.id_imagem && (
            <FileImage
              id={employee.data.id_imagem}
              alt="Foto"
              width={120}
              style={{ borderRadius: 8, marginBottom: 16 }}
            />
          )}
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={items(employee.data)}
            data-testid="employee-profile"
          />
        </>
      )}
    </SectionLayout>
  );
}
