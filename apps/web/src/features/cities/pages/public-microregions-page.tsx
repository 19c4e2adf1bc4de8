import { useState } from 'react';
import { Alert, Button, Select, Typography } from 'antd';
import { PUBLIC_MICROREGIONS_PAGE } from '@intranet/shared/cities/cities.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { usePublicMicroregions } from '../api/list-public-microregions';

type Row = { id: number; nome: string; empresa: string };
const columns: DataTableColumn<Row>[] = [
  { key: 'nome', title: 'Microrregião' },
  { key: 'empresa', title: 'Provedor' },
];

/**
 * `/microrregions`, open without login: the microregions the providers serve (active ones), by provider,
 * paged on the server. Managing them stays with the settings (`/microrregions/list`).
 */
export function PublicMicroregionsPage() {
  const [page, setPage] = useState(1);
  const [company, setCompany] = useState<number | undefined>();
  const query = usePublicMicroregions(page, company);
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 48px' }}>
      <Typography.Title level={1}>Microrregiões atendidas</Typography.Title>
      <Typography.Paragraph>
        As regiões onde os provedores do grupo levam internet. Para saber se o seu endereço tem cobertura, fale com o
        provedor da sua região.
      </Typography.Paragraph>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar as microrregiões."
          action={<Button onClick={() => void query.refetch()}>Tentar de novo</Button>}
        />
      ) : (
        <DataTable<Row>
          rowKey="id"
          columns={columns}
          data={query.data?.dados}
          loading={query.isFetching}
          emptyText="Nenhuma microrregião encontrada."
          server={{
            total: query.data?.total ?? 0,
            page,
            pageSize: PUBLIC_MICROREGIONS_PAGE,
            onChange: (p) => setPage(p),
          }}
          toolbar={
            <Select
              allowClear
              aria-label="Provedor"
              placeholder="Todos os provedores"
              style={{ minWidth: 220 }}
              value={company}
              onChange={(value?: number) => {
                setCompany(value);
                setPage(1);
              }}
              options={(query.data?.empresas ?? []).map((c) => ({ value: c.id, label: c.nome }))}
            />
          }
        />
      )}
    </main>
  );
}
