import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Col, Row, Statistic } from 'antd';
import { formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { FEASIBILITY_LABELS, LEAD_KIND_LABELS } from '@intranet/shared/sales/pipeline.rules';
import type { MyLeadsResponse } from '@intranet/shared/sales/pipeline.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useMyLeads } from '../api/pipeline-calls';
import { STATUS_COLORS, statusText } from '../components/lead-labels';
import { EXTERNAL_REGISTER_PATH, INTERNAL_HOME_PATH } from '../sales-pipeline-paths';

type Mine = MyLeadsResponse['leads'][number];

const columns: DataTableColumn<Mine>[] = [
  { key: 'created_at', title: 'Cadastro', noWrap: true, text: (r) => formatDateTime(r.created_at) },
  { key: 'nome', title: 'Nome' },
  { key: 'empresa', title: 'Provedor', text: (r) => r.empresa.nome },
  { key: 'tipo', title: 'Tipo', text: (r) => LEAD_KIND_LABELS[r.tipo] },
  { key: 'viabilidade', title: 'Viabilidade', text: (r) => (r.viabilidade ? FEASIBILITY_LABELS[r.viabilidade] : '') },
  {
    key: 'status',
    title: 'Status',
    badge: (r) => ({ text: statusText(r.status, r.motivo), color: STATUS_COLORS[r.status] }),
  },
  {
    key: 'bonus_indicacao',
    title: 'Bônus',
    align: 'right',
    text: (r) => (r.bonus_indicacao ? formatMoney(r.bonus_indicacao) : ''),
  },
];

/** /sales/external/home: every employee registers leads, follows those they brought and their bonuses. */
export function ExternalHomePage() {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const mine = useMyLeads({ offset: (paging.page - 1) * paging.pageSize, limit: paging.pageSize });
  const internal = useCan('pipeline.list');
  return (
    <SectionLayout title="Vendas · Indique um cliente">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Leads que indiquei" value={mine.data?.total ?? 0} loading={mine.isLoading} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card>
            <Statistic title="Vendidos" value={mine.data?.vendidos ?? 0} loading={mine.isLoading} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card>
            <Statistic
              title="Bônus de indicação"
              value={formatMoney(mine.data?.bonus_total ?? 0)}
              loading={mine.isLoading}
            />
          </Card>
        </Col>
      </Row>
      <div style={{ marginBottom: 16, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Link to={EXTERNAL_REGISTER_PATH}>
          <Button type="primary">Cadastrar lead</Button>
        </Link>
        {internal && (
          <Link to={INTERNAL_HOME_PATH}>
            <Button>Equipe interna</Button>
          </Link>
        )}
      </div>
      <DataTable<Mine>
        rowKey="id"
        columns={columns}
        data={mine.data?.leads}
        loading={mine.isFetching}
        emptyText={mine.isError ? 'Não foi possível carregar seus leads.' : 'Você ainda não indicou nenhum lead.'}
        server={{
          total: mine.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
