import { Card, Col, Row, Statistic, Table } from 'antd';
import { formatDate } from '@intranet/shared/format/dates';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { MOVE_TYPE_LABELS, PLACE_TYPE_LABELS, RETURN_DAYS } from '@intranet/shared/supplies/supplies.rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useSuppliesDashboard } from '../api/get-dashboard';
import { MovesChart } from '../components/supplies-charts';
import { money } from '../supplies-texts';
import '../supplies.css';

/**
 * `/supplies/dashboard`: units per place, the stock's value, units overdue to come back from cancelled
 * contracts with their customers, maintenance turnaround, and the year's moves per month (recycling among them).
 */
export function SuppliesDashboardPage() {
  const dash = useSuppliesDashboard();
  const d = dash.data;
  const count = (tipo: string) => d?.por_local.find((r) => r.tipo_local === tipo)?.unidades ?? 0;
  return (
    <SectionLayout title="Painel de suprimentos" back="/supplies/home">
      {dash.isError && <p role="alert">{SUPPLIES_MSG.listFailed}</p>}
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {(['almoxarifado', 'equipe', 'cliente', 'manutencao', 'reciclagem'] as const).map((tipo) => (
          <Col key={tipo} xs={12} md={8} lg={4}>
            <Card size="small" loading={dash.isLoading}>
              <Statistic title={PLACE_TYPE_LABELS[tipo]} value={count(tipo)} />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={8} lg={4}>
          <Card size="small" loading={dash.isLoading}>
            <Statistic title="Valor do estoque (a custo)" value={d ? money(d.valor_estoque) : '—'} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={16}>
          <Card size="small" title="Movimentos por mês">
            {d && <MovesChart rows={d.movimentos_mes} />}
            <Table
              size="small"
              pagination={false}
              rowKey="mes"
              locale={{ emptyText: SUPPLIES_MSG.empty }}
              dataSource={[...new Set(d?.movimentos_mes.map((r) => r.mes) ?? [])].map((mes) => ({
                mes,
                ...Object.fromEntries(
                  (d?.movimentos_mes ?? []).filter((r) => r.mes === mes).map((r) => [r.tipo, r.unidades]),
                ),
              }))}
              columns={[
                { key: 'mes', dataIndex: 'mes', title: 'Mês', render: (m: string) => m.split('-').reverse().join('/') },
                ...(['retirada', 'instalacao', 'recolhimento', 'devolucao', 'manutencao', 'reciclagem'] as const).map(
                  (t) => ({
                    key: t,
                    dataIndex: t,
                    title: MOVE_TYPE_LABELS[t],
                    align: 'right' as const,
                    render: (v?: number) => v ?? 0,
                  }),
                ),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title="Manutenção">
            <Statistic
              title="Tempo médio até voltar ou ser reciclado"
              value={d?.manutencao_dias == null ? '—' : `${d.manutencao_dias.toLocaleString('pt-BR')} dias`}
            />
          </Card>
          <Card size="small" title="Reciclados por mês" style={{ marginTop: 12 }}>
            <Table
              size="small"
              pagination={false}
              rowKey="mes"
              locale={{ emptyText: SUPPLIES_MSG.empty }}
              dataSource={d?.reciclagem_mes ?? []}
              columns={[
                { key: 'mes', dataIndex: 'mes', title: 'Mês', render: (m: string) => m.split('-').reverse().join('/') },
                { key: 'unidades', dataIndex: 'unidades', title: 'Unidades', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        title={`Equipamentos a recolher (contratos cancelados há mais de ${RETURN_DAYS} dias): ${d?.atrasados_total ?? 0}`}
        style={{ marginTop: 12 }}
      >
        <Table
          size="small"
          rowKey="patrimonio"
          pagination={false}
          locale={{ emptyText: SUPPLIES_MSG.empty }}
          dataSource={d?.atrasados ?? []}
          columns={[
            { key: 'patrimonio', dataIndex: 'patrimonio', title: 'Patrimônio' },
            { key: 'produto', dataIndex: 'produto', title: 'Produto' },
            { key: 'cliente', dataIndex: 'cliente', title: 'Cliente' },
            { key: 'contrato', dataIndex: 'contrato', title: 'Contrato' },
            {
              key: 'data_cancelamento',
              dataIndex: 'data_cancelamento',
              title: 'Cancelado em',
              render: (v: string) => formatDate(v),
            },
            { key: 'dias', dataIndex: 'dias', title: 'Dias', align: 'right' },
          ]}
        />
      </Card>
    </SectionLayout>
  );
}
