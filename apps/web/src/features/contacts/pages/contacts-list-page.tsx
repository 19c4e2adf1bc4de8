import { useEffect, useState } from 'react';
import { Alert, Col, Empty, Input, Pagination, Row, Skeleton, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { CONTACTS_MSG as MSG } from '@intranet/shared/contacts/contacts.messages';
import { foldText } from '@intranet/shared/format/text';
import { useDebounced } from '../../../components/crud/crud-controls';
import { useCompanies } from '../../../components/lookups/list-companies';
import { CompanySelect, DepartmentSelect, PositionSelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useContacts } from '../api/list-contacts';
import { ContactCard } from '../components/contact-card';
import './contacts.css';

const PAGE_SIZE = 24;

/** The company of the address (`/contacts/list/:nome/:empresa`): its id, or its name in any case and accents. */
function useCompanyParam(param: string | undefined): number | undefined {
  const companies = useCompanies();
  if (!param) return undefined;
  if (/^\d+$/.test(param)) return Number(param);
  return companies.data?.find((c) => foldText(c.nome) === foldText(param))?.id;
}

/**
 * /contacts/list/:nome?/:empresa?: the employee directory, searched as one types (by name, department
 * or position) and narrowed by company, department and position; the address's name and company fill
 * the search.
 */
export function ContactsListPage() {
  const params = useParams<{ nome?: string; empresa?: string }>();
  const [busca, setBusca] = useState(params.nome ?? '');
  const companyFromPath = useCompanyParam(params.empresa);
  const [empresa, setEmpresa] = useState<number | undefined>();
  const [departamento, setDepartamento] = useState<number | undefined>();
  const [cargo, setCargo] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const term = useDebounced(busca.trim(), 300);

  useEffect(() => setBusca(params.nome ?? ''), [params.nome]);
  useEffect(() => setEmpresa(companyFromPath), [companyFromPath]);
  useEffect(() => setPage(1), [term, empresa, departamento, cargo]);

  const list = useContacts({
    ...(term && { busca: term.slice(0, 100) }),
    ...(empresa && { id_empresa: empresa }),
    ...(departamento && { id_departamento: departamento }),
    ...(cargo && { id_cargo: cargo }),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });

  return (
    <SectionLayout title={MSG.title} back="/">
      <Space wrap className="contacts-filters">
        <Input
          allowClear
          autoFocus
          prefix={<SearchOutlined />}
          placeholder={MSG.searchPlaceholder}
          aria-label="Buscar colaborador"
          value={busca}
          maxLength={100}
          onChange={(e) => setBusca(e.target.value)}
          style={{ width: 320 }}
        />
        <CompanySelect
          allowClear
          placeholder="Empresa"
          aria-label="Empresa"
          value={empresa}
          onChange={(v) => {
            setEmpresa(v);
            setDepartamento(undefined);
            setCargo(undefined);
          }}
          style={{ width: 180 }}
        />
        <DepartmentSelect
          allowClear
          companyId={empresa}
          placeholder="Departamento"
          aria-label="Departamento"
          value={departamento}
          onChange={(v) => {
            setDepartamento(v);
            setCargo(undefined);
          }}
          style={{ width: 200 }}
        />
        <PositionSelect
          allowClear
          companyId={empresa}
          departmentId={departamento}
          placeholder="Cargo"
          aria-label="Cargo"
          value={cargo}
          onChange={setCargo}
          style={{ width: 220 }}
        />
      </Space>
      {list.isError && <Alert type="error" showIcon title={errorText(list.error)} style={{ marginBottom: 12 }} />}
      {list.isPending ? (
        <Skeleton active />
      ) : list.data && list.data.contatos.length === 0 ? (
        <Empty description={MSG.none} />
      ) : (
        <>
          <Row gutter={[16, 16]} aria-busy={list.isFetching}>
            {list.data?.contatos.map((c) => (
              <Col key={c.id} xs={24} md={12} xl={8}>
                <ContactCard contact={c} />
              </Col>
            ))}
          </Row>
          <Pagination
            className="contacts-pagination"
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            hideOnSinglePage
            showTotal={(total) => `${total} ${total === 1 ? 'colaborador' : 'colaboradores'}`}
            onChange={setPage}
          />
        </>
      )}
    </SectionLayout>
  );
}
