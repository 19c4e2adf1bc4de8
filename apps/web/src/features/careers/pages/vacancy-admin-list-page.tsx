import { useNavigate, useParams } from 'react-router-dom';
import { CAREERS_MSG, STAGES, STAGE_LABELS } from '@intranet/shared/careers/careers.messages';
import type { StaffVacancy } from '@intranet/shared/careers/careers.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useCan } from '../../../lib/permissions';
import { useErrorToast } from '../../../lib/notify';
import { useVacancies } from '../api/list-vacancies';

const columns: DataTableColumn<StaffVacancy>[] = [
  { key: 'titulo_vaga', title: 'Vaga' },
  { key: 'empresa', title: 'Empresa', text: (r) => r.empresa ?? 'N/A' },
  { key: 'cidade', title: 'Cidade', text: (r) => r.cidade ?? 'Remoto' },
  { key: 'vagas', title: 'Vagas', align: 'center' },
  { key: 'data_inicio', title: 'Abertura', text: (r) => formatDate(r.data_inicio) },
  { key: 'data_fim', title: 'Encerramento', text: (r) => formatDate(r.data_fim) },
  {
    key: 'publicada',
    title: 'Situação',
    badge: (r) => (r.publicada ? { text: 'Publicada', color: 'green' } : { text: 'Fora do ar', color: 'default' }),
  },
  ...STAGES.map((s) => ({
    key: s,
    title: STAGE_LABELS[s],
    align: 'center' as const,
    value: (r: StaffVacancy) => r.etapas[s],
  })),
];

/** /careers/admin/list/:company?: every vacancy, published or not, with its applicants per stage. */
export function VacancyAdminListPage() {
  const { company } = useParams();
  const navigate = useNavigate();
  const canWrite = useCan('careers.write');
  const query = useVacancies(company);
  useErrorToast(query.isError, CAREERS_MSG.listFailed);
  return (
    <SectionLayout
      title="Vagas"
      back="/human-resources/home"
      add={canWrite ? { label: 'NOVA VAGA', to: '/careers/register' } : undefined}
    >
      <DataTable<StaffVacancy>
        rowKey="id"
        columns={columns}
        data={query.data?.vagas}
        loading={query.isFetching}
        exportable
        actions={[
          {
            key: 'pipeline',
            label: 'Candidatos',
            onClick: (r) => navigate(`/careers/applicants/${r.id}`),
            can: 'careers.list',
          },
          {
            key: 'search',
            label: 'Buscar currículos',
            onClick: (r) => navigate(`/careers/keywords/${encodeURIComponent(r.titulo_vaga)}/${r.id}`),
            can: 'careers.search',
          },
          { key: 'edit', label: 'Editar', onClick: (r) => navigate(`/careers/edit/${r.id}`), can: 'careers.write' },
        ]}
      />
    </SectionLayout>
  );
}
