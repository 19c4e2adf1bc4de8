import { InfoCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { RequestsTable } from '../components/requests-table';
import { SPONSORSHIP_PATHS as PATHS } from '../sponsorship-paths';

/** /marketing/sponsorship/solicitations/list: every request with its situation; details open the triage. */
export function SolicitationsListPage() {
  const navigate = useNavigate();
  return (
    <SectionLayout title="Solicitações de Patrocínio" back={PATHS.home}>
      <RequestsTable
        actions={[
          {
            key: 'details',
            label: 'Detalhes',
            icon: <InfoCircleOutlined />,
            onClick: (row) => navigate(PATHS.details(row.id)),
          },
        ]}
      />
    </SectionLayout>
  );
}
