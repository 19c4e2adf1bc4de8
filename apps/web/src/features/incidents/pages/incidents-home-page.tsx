import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { IconChip } from '../../../components/colors/icon-chip';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useIncidentCounts } from '../api/incident-counts';
import { INCIDENTS_PATH } from '../incident-paths';

/** /incidents/home: how many incidents, and how many per category; the list and the register from here. */
export function IncidentsHomePage() {
  const counts = useIncidentCounts();
  const canCreate = useCan('incident.create');
  return (
    <SectionLayout
      title="Incidentes"
      back="/"
      add={canCreate ? { label: 'NOVO INCIDENTE', to: `${INCIDENTS_PATH}/register` } : undefined}
    >
      {counts.isPending ? (
        <Skeleton active />
      ) : counts.isError ? (
        <Alert type="error" showIcon title={errorText(counts.error)} />
      ) : counts.data.total === 0 ? (
        <Alert type="info" title="Nenhum Incidente" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} md={8}>
            <Link to={`${INCIDENTS_PATH}/list`}>
              <Card hoverable>
                <Statistic title="Incidentes" value={counts.data.total} />
              </Card>
            </Link>
          </Col>
          {counts.data.por_categoria.map((c) => (
            <Col key={c.id_categoria} xs={24} sm={12} md={8}>
              <Card>
                <Statistic title={c.titulo} value={c.total} prefix={<IconChip icon={c.icone} color={c.color} />} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </SectionLayout>
  );
}
