import { Alert, Card, Col, Row, Spin, Statistic, Table, Tag } from 'antd';
import {
  AlertOutlined,
  CheckCircleOutlined,
  DollarOutlined,
  FileSearchOutlined,
  ShoppingCartOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { SALE_STATUSES, SALE_STATUS_LABELS } from '@intranet/shared/backoffice/sale-lifecycle';
import { formatDate } from '@intranet/shared/format/dates';
import { CardsMenu, type MenuSection } from '../../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useHome } from '../api/backoffice-calls';
import * as P from '../backoffice-paths';
import { SALE_COLORS, windowText } from '../components/badges';

const SECTIONS: MenuSection[] = [
  {
    title: 'Acompanhamento',
    cards: [
      { title: 'Vendas', icon: <ShoppingCartOutlined />, route: P.BO_SALES },
      { title: 'Ativações', icon: <CheckCircleOutlined />, route: P.BO_ACTIVATIONS },
      { title: 'Qualificação', icon: <FileSearchOutlined />, route: P.BO_QUALIFICATIONS },
      { title: 'Problemas', icon: <AlertOutlined />, route: P.BO_PROBLEMS },
      { title: 'Estornos', icon: <DollarOutlined />, route: P.BO_CHARGEBACKS },
    ],
  },
];

/** /backoffice/inicio: sales per status, today's installations, what is waiting, and the way to each list. */
export function BackofficeHomePage() {
  const home = useHome();
  const data = home.data;
  const count = (status: string) => data?.vendas.find((v) => v.status === status)?.total ?? 0;
  return (
    <SectionLayout title="Backoffice" back="/modulos/admin">
      {home.isError && <Alert type="error" showIcon message="Não foi possível carregar o resumo do backoffice." />}
      {home.isLoading && <Spin />}
      {data && (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
            {SALE_STATUSES.map((s) => (
              <Col key={s} xs={12} md={8} lg={4}>
                <Card size="small">
                  <Statistic title={<Tag color={SALE_COLORS[s]}>{SALE_STATUS_LABELS[s]}</Tag>} value={count(s)} />
                </Card>
              </Col>
            ))}
            <Col xs={12} md={8} lg={4}>
              <Card size="small">
                <Statistic title="Qualificações pendentes" value={data.qualificacoes_pendentes} />
              </Card>
            </Col>
            <Col xs={12} md={8} lg={4}>
              <Card size="small">
                <Statistic
                  title="Problemas em aberto"
                  value={data.problemas_abertos}
                  suffix={data.problemas_alta ? <small>{`(${data.problemas_alta} de prioridade alta)`}</small> : null}
                />
              </Card>
            </Col>
            <Col xs={12} md={8} lg={4}>
              <Card size="small">
                <Statistic title="Estornos a concluir" value={data.estornos_pendentes} />
              </Card>
            </Col>
          </Row>
          <Card
            title={
              <span>
                <ToolOutlined /> {`Instalações de hoje (${formatDate(data.dia)})`}
              </span>
            }
            style={{ marginBottom: 24 }}
          >
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.instalacoes_hoje}
              locale={{ emptyText: 'Nenhuma instalação agendada para hoje.' }}
              columns={[
                { key: 'janela', title: 'Janela', render: (_, r) => windowText(r.instalacao_inicio, r.instalacao_fim) },
                { key: 'nome', title: 'Cliente', dataIndex: 'nome' },
                { key: 'provedor', title: 'Provedor', dataIndex: 'provedor' },
                { key: 'plano', title: 'Plano', dataIndex: 'plano_nome' },
                { key: 'equipe', title: 'Equipe', dataIndex: 'instalacao_equipe' },
                {
                  key: 'status',
                  title: 'Status',
                  render: (_, r) => <Tag color={SALE_COLORS[r.status]}>{SALE_STATUS_LABELS[r.status]}</Tag>,
                },
              ]}
            />
            <Link to={P.BO_ACTIVATIONS}>Ver todas as ativações</Link>
          </Card>
        </>
      )}
      <CardsMenu sections={SECTIONS} />
    </SectionLayout>
  );
}
