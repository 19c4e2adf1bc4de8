import { NA, formatDate } from '@intranet/shared/format/dates';
import { VACANCY_MSG } from '@intranet/shared/vacancy/vacancy.messages';
import type { VagaRelatorioLinha } from '@intranet/shared/vacancy/vacancy.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useErrorToast } from '../../../lib/notify';
import { useVacancyReport } from '../api/list-vacancy-report';

const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NA : String(value);

const columns: DataTableColumn<VagaRelatorioLinha>[] = [
  { key: 'data_inicio', title: 'Data de abertura', text: (r) => formatDate(r.data_inicio) },
  { key: 'titulo_vaga', title: 'Vaga', text: (r) => orNA(r.titulo_vaga) },
  { key: 'vagas', title: 'Quantidade', align: 'center', text: (r) => orNA(r.vagas) },
  { key: 'cidade', title: 'Cidade', text: (r) => orNA(r.cidade) },
  { key: 'gestor_vaga', title: 'Gestor', text: (r) => orNA(r.gestor_vaga) },
];

/** /human-resources/vacancy/report: opening date, vacancy, quantity, city and manager. */
export function VacancyReportPage() {
  const query = useVacancyReport({ filtro: {} });
  useErrorToast(query.isError, VACANCY_MSG.listFailed);
  return (
    <SectionLayout title="Relatório de vagas" back="/human-resources/home">
      <DataTable<VagaRelatorioLinha>
        rowKey="id"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        exportable
        emptyText={query.isError ? VACANCY_MSG.listFailed : undefined}
      />
    </SectionLayout>
  );
}
