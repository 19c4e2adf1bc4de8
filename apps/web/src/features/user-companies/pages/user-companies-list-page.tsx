import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Select, Skeleton, Space, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { USER_COMPANIES_PAGE, type UserCompaniesRow } from '@intranet/shared/user-companies/user-companies.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useCompanies } from '../../../components/lookups/list-companies';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useMyCompanies } from '../api/list-my-companies';
import { useUserCompanies } from '../api/list-user-companies';
import { USER_COMPANIES_REGISTER_PATH } from '../user-companies-paths';

const companyTags = (row: { empresas: { id: number; nome: string }[] }) =>
  row.empresas.length ? row.empresas.map((c) => <Tag key={c.id}>{c.nome}</Tag>) : '—';

const columns: DataTableColumn<UserCompaniesRow>[] = [
  { key: 'nome', title: 'Nome', text: (r) => r.nome || '—' },
  { key: 'email', title: 'E-mail', text: (r) => r.email ?? '—' },
  {
    key: 'empresas',
    title: 'Empresas',
    render: (r) => <Space wrap>{companyTags(r)}</Space>,
    exportValue: (r) => r.empresas.map((c) => c.nome).join(', '),
  },
];

/** Everyone's companies, for the settings: searched by name or e-mail, filtered by company, paged on the server. */
function EveryonesCompanies() {
  const navigate = useNavigate();
  const canSet = useCan('user-companies.set');
  const companies = useCompanies();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [company, setCompany] = useState<number | undefined>();
  const query = useUserCompanies({ pagina: page, busca: search || undefined, empresa: company });
  return (
    <SectionLayout
      title="Empresas dos usuários"
      back="/settings/home"
      add={canSet ? { label: 'VINCULAR EMPRESAS', to: USER_COMPANIES_REGISTER_PATH } : undefined}
    >
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(query.error, 'Não foi possível carregar as empresas dos usuários.')}
          action={<Button onClick={() => void query.refetch()}>Tentar de novo</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <DataTable<UserCompaniesRow>
        rowKey="id_usuario"
        columns={columns}
        data={query.data?.dados}
        loading={query.isFetching}
        emptyText="Nenhuma pessoa encontrada."
        server={{ total: query.data?.total ?? 0, page, pageSize: USER_COMPANIES_PAGE, onChange: (p) => setPage(p) }}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              enterButton="Buscar"
              aria-label="Buscar por nome ou e-mail"
              placeholder="Nome ou e-mail"
              maxLength={80}
              onSearch={(value) => {
                setSearch(value.trim());
                setPage(1);
              }}
              style={{ maxWidth: 320 }}
            />
            <Select
              allowClear
              aria-label="Empresa"
              placeholder="Todas as empresas"
              style={{ minWidth: 200 }}
              loading={companies.isLoading}
              value={company}
              onChange={(value?: number) => {
                setCompany(value);
                setPage(1);
              }}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
            />
          </Space>
        }
        actions={[
          {
            key: 'edit',
            can: 'user-companies.set',
            label: 'Alterar empresas',
            icon: <EditOutlined />,
            iconOnly: true,
            onClick: (row) => navigate(`${USER_COMPANIES_REGISTER_PATH}?usuario=${row.id_usuario}`),
          },
        ]}
      />
    </SectionLayout>
  );
}

/** One's own companies, for everyone else. */
function MyCompanies() {
  const query = useMyCompanies();
  return (
    <SectionLayout title="Minhas empresas" back="/">
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error, 'Não foi possível carregar as suas empresas.')} />
      ) : query.data.empresas.length === 0 ? (
        <Empty description="Você ainda não está vinculado(a) a nenhuma empresa. Fale com o RH." />
      ) : (
        <Space wrap>{companyTags(query.data)}</Space>
      )}
    </SectionLayout>
  );
}

/**
 * `/companies/list`: the provider companies people work for or act on. The settings' readers see
 * everyone's and their writers change them; anyone else sees their own (docs/route-map.md).
 */
export function UserCompaniesListPage() {
  return useCan('user-companies.list') ? <EveryonesCompanies /> : <MyCompanies />;
}
