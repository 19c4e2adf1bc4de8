import { EditOutlined, FormOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { SponsorshipStatus } from '@intranet/shared/sponsorship/sponsorship.rules';
import type { SponsorshipListStep, SponsorshipRow } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { RequestsTable } from './requests-table';
import { SPONSORSHIP_PATHS as PATHS } from '../sponsorship-paths';

/**
 * A step's list: the requests waiting for it (Registrar) and those that passed it (Editar while it may
 * still change, else the details).
 */
export function StepListPage({
  title,
  step,
  from,
  statuses,
  register,
  edit,
  editableIn,
  children,
}: {
  title: string;
  step: SponsorshipListStep;
  from: SponsorshipStatus;
  statuses: readonly SponsorshipStatus[];
  register: (id: number) => string;
  edit: (id: number) => string;
  editableIn: readonly SponsorshipStatus[];
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <SectionLayout title={title} back={PATHS.home}>
      {children}
      <RequestsTable
        step={step}
        statuses={statuses}
        actions={[
          {
            key: 'register',
            can: 'sponsorship.write',
            label: 'Registrar',
            icon: <FormOutlined />,
            hidden: (row: SponsorshipRow) => row.status !== from,
            onClick: (row) => navigate(register(row.id)),
          },
          {
            key: 'edit',
            can: 'sponsorship.write',
            label: 'Editar',
            icon: <EditOutlined />,
            hidden: (row: SponsorshipRow) => !editableIn.includes(row.status),
            onClick: (row) => navigate(edit(row.id)),
          },
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
