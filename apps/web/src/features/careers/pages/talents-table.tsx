import { useNavigate } from 'react-router-dom';
import type { Talent } from '@intranet/shared/careers/careers.schemas';
import { formatDateTime } from '@intranet/shared/format/dates';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

const columns: DataTableColumn<Talent>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'ultima_funcao', title: 'Última função', text: (r) => r.ultima_funcao ?? '—' },
  { key: 'cidade', title: 'Cidade', text: (r) => [r.cidade, r.estado].filter(Boolean).join(' - ') || '—' },
  { key: 'email', title: 'E-mail', text: (r) => r.email ?? '—' },
  { key: 'candidaturas', title: 'Candidaturas', align: 'center' },
  { key: 'updated_at', title: 'Atualizado em', text: (r) => formatDateTime(r.updated_at) },
];

/** Résumés found (keyword search, talent bank), paged on the server, each opening its résumé. */
export function TalentsTable({
  data,
  total,
  page,
  loading,
  onPage,
}: {
  data: Talent[] | undefined;
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const navigate = useNavigate();
  return (
    <DataTable<Talent>
      rowKey="id_usuario"
      columns={columns}
      data={data}
      loading={loading}
      server={{ total, page, pageSize: 20, onChange: (p) => onPage(p) }}
      actions={[
        {
          key: 'cv',
          label: 'Ver currículo',
          onClick: (r) => navigate(`/users/curriculum/${r.id_usuario}`),
          can: 'resume.read',
        },
      ]}
    />
  );
}
