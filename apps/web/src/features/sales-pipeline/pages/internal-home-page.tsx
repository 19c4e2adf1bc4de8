import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, Col, Empty, List, Row, Spin, Statistic, Tag } from 'antd';
import { formatDateTime } from '@intranet/shared/format/dates';
import { SALES_LIST_LABELS, SALES_LISTS } from '@intranet/shared/sales/pipeline.rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useInternalHome, usePipelineCounts } from '../api/pipeline-calls';
import { LeadDrawer } from '../components/lead-drawer';
import { STATUS_COLORS, statusText } from '../components/lead-labels';
import {
  BLOCKLIST_PATH,
  COVERAGE_PATH,
  EXTERNAL_HOME_PATH,
  listPath,
  PRICING_PATH,
  SALES_SETTINGS_PATH,
  SELLERS_PATH,
} from '../sales-pipeline-paths';

/** /sales/internal/home: the seller's day — my open leads, due today, overdue — and the ten lists. */
export function InternalHomePage() {
  const home = useInternalHome();
  const counts = usePipelineCounts({});
  const [opened, setOpened] = useState<number | null>(null);
  const h = home.data;
  return (
    <SectionLayout title="Vendas · Equipe interna" back={EXTERNAL_HOME_PATH}>
      {home.isError && <Alert type="error" showIcon title="Não foi possível carregar o painel." />}
      {home.isLoading && <Spin />}
      {h && (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} md={6}>
            <Card>
              <Statistic title="Meus leads abertos" value={h.meus_abertos} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card>
              <Statistic title="Vencem hoje" value={h.vencem_hoje} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card>
              <Statistic
                title="Meus atrasados"
                value={h.atrasados}
                valueStyle={{ color: h.atrasados ? '#b42318' : undefined }}
              />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card>
              <Statistic title="Sem vendedor" value={h.sem_vendedor} />
            </Card>
          </Col>
        </Row>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Meus próximos prazos">
            {h && h.proximos.length === 0 ? (
              <Empty description="Nenhum lead aberto com você." />
            ) : (
              <List
                dataSource={h?.proximos ?? []}
                renderItem={(lead) => (
                  <List.Item
                    actions={[
                      <a key="open" onClick={() => setOpened(lead.id)}>
                        Abrir
                      </a>,
                    ]}
                  >
                    <List.Item.Meta
                      title={lead.nome}
                      description={`${lead.empresa.nome} · prazo ${formatDateTime(lead.prazo)}`}
                    />
                    <Tag color={STATUS_COLORS[lead.status]}>{statusText(lead.status, lead.motivo)}</Tag>
                    {lead.atrasado && <Tag color="red">Atrasado</Tag>}
                  </List.Item>
                )}
              />
            )}
            {h?.tempo_medio_primeiro_contato_min != null && (
              <p>Meu tempo médio até o primeiro contato (30 dias): {h.tempo_medio_primeiro_contato_min} min</p>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Listas">
            <List
              dataSource={[...SALES_LISTS]}
              renderItem={(list) => (
                <List.Item>
                  <Link to={listPath(list)}>{SALES_LIST_LABELS[list]}</Link>
                  <span>{counts.data ? counts.data.contagens[list].toLocaleString('pt-BR') : '…'}</span>
                </List.Item>
              )}
            />
            <nav aria-label="Configurações básicas" style={{ marginTop: 12 }}>
              <Link to={`${PRICING_PATH}/list`}>Planos e preços</Link> ·{' '}
              <Link to={`${BLOCKLIST_PATH}/list`}>Lista de bloqueio</Link> ·{' '}
              <Link to={`${COVERAGE_PATH}/list`}>Áreas de cobertura</Link> · <Link to={SELLERS_PATH}>Vendedores</Link> ·{' '}
              <Link to={SALES_SETTINGS_PATH}>Configurações (SLA e bônus)</Link>
            </nav>
          </Card>
        </Col>
      </Row>
      <LeadDrawer id={opened} onClose={() => setOpened(null)} />
    </SectionLayout>
  );
}
