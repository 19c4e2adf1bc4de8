import { useState } from 'react';
import { Input, Modal, Select } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';
import type { SignaturePerson, SignatureTemplate } from '@intranet/shared/email-signatures/email-signatures.schemas';
import { DataTable, PAGE_SIZES, type DataTableColumn } from '../../../components/data-table/data-table';
import { useErrorToast } from '../../../lib/notify';
import { useSignaturePeople } from '../api/list-signature-people';
import { SignatureCard } from './signature-card';

const columns: DataTableColumn<SignaturePerson>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'cargo', title: 'Cargo', value: (p) => p.cargo ?? '' },
  { key: 'departamento', title: 'Departamento', value: (p) => p.departamento ?? '' },
  { key: 'empresa', title: 'Empresa', value: (p) => p.empresa ?? '' },
  { key: 'email', title: 'E-mail', value: (p) => p.email ?? '' },
];

/** HR: active employees searched and paged on the server; any one's signature previewed and copied. */
export function PeopleSignatures({ templates }: { templates: SignatureTemplate[] }) {
  const [busca, setBusca] = useState('');
  const [empresa, setEmpresa] = useState<number | undefined>();
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const [open, setOpen] = useState<SignaturePerson | null>(null);
  const people = useSignaturePeople({
    busca: busca || undefined,
    id_empresa: empresa,
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
  });
  useErrorToast(people.isError, TEXT.peopleFailed);
  const templateOf = (person: SignaturePerson) => templates.find((m) => m.id_empresa === person.id_empresa) ?? null;
  const firstPage = () => setPaging((p) => ({ ...p, page: 1 }));

  return (
    <>
      <div className="signature-filters">
        <Input.Search
          allowClear
          placeholder={TEXT.searchPlaceholder}
          aria-label="Buscar colaboradores"
          maxLength={100}
          style={{ maxWidth: 380 }}
          onSearch={(value) => {
            setBusca(value.trim());
            firstPage();
          }}
        />
        <Select
          allowClear
          aria-label="Empresa"
          placeholder={TEXT.allCompanies}
          style={{ minWidth: 200 }}
          value={empresa}
          options={templates.map((m) => ({ value: m.id_empresa, label: m.empresa }))}
          onChange={(value?: number) => {
            setEmpresa(value);
            firstPage();
          }}
        />
      </div>
      <DataTable<SignaturePerson>
        rowKey="id"
        columns={columns}
        data={people.data?.pessoas}
        loading={people.isFetching}
        server={{
          total: people.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        actions={[
          {
            key: 'preview',
            label: TEXT.preview,
            icon: <EyeOutlined />,
            iconOnly: true,
            onClick: (person) => setOpen(person),
          },
        ]}
      />
      <Modal
        open={open !== null}
        title={open ? TEXT.previewOf(open.nome) : ''}
        footer={null}
        width={640}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open && <SignatureCard pessoa={open} modelo={templateOf(open)} />}
      </Modal>
    </>
  );
}
