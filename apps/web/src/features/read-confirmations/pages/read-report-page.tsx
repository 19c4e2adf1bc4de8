import { useState } from 'react';
import { Alert, Input, Select } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@intranet/shared/api/paging';
import { formatInstantDate } from '@intranet/shared/format/dates';
import { READ_CONFIRMATIONS_MSG as MSG } from '@intranet/shared/read-confirmations/read-confirmations.messages';
import {
  READ_TIPOS,
  type ReadFigures,
  type ReadTipo,
} from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ProgressPercent } from '../../../components/progress-percent/progress-percent';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useReadReport } from '../api/get-read-report';
import { percentText } from '../percent-text';
import { readDetailUrl } from '../read-confirmations-paths';
import '../read-confirmations.css';

const columns: DataTableColumn<ReadFigures>[] = [
  {
    key: 'tipo',
    title: 'Tipo',
    badge: (row) => ({ text: MSG.tipoLabel[row.tipo], color: row.tipo === 'manual' ? 'blue' : 'purple' }),
  },
  { key: 'titulo', title: 'Título' },
  { key: 'versao', title: 'Versão', align: 'center', text: (row) => (row.tipo === 'manual' ? String(row.versao) : '') },
  { key: 'desde', title: 'Desde', text: (row) => formatInstantDate(row.desde), noWrap: true },
  { key: 'publico', title: 'Público', align: 'right' },
  { key: 'confirmados', title: 'Confirmados', align: 'right' },
  { key: 'pendentes', title: 'Pendentes', align: 'right' },
  {
    key: 'percentual',
    title: 'Percentual',
    width: 160,
    render: (row) => <ProgressPercent value={row.percentual} bar label={`Leituras confirmadas de ${row.titulo}`} />,
    exportValue: (row) => percentText(row.percentual),
  },
];

/**
 * `/reports/read-confirm`: the mandatory news items and handbook chapters, each with its audience
 * today, how many confirmed, how many are pending and the percentage; a row opens its people.
 */
export function ReadReportPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tipo = READ_TIPOS.find((t) => t === params.get('tipo'));
  const [busca, setBusca] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const limit = paging.pageSize || DEFAULT_PAGE_SIZE;
  const report = useReadReport({ tipo, busca: busca || undefined, limit, offset: (paging.page - 1) * limit });
  const setTipo = (value: ReadTipo | undefined) => {
    setParams(value ? { tipo: value } : {}, { replace: true });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <SectionLayout title={MSG.title} back="/">
      {report.isError && <Alert type="error" showIcon title={errorText(report.error)} style={{ marginBottom: 12 }} />}
      <div className="read-report__filters">
        <Select<ReadTipo | 'todos'>
          aria-label="Tipo"
          style={{ width: 240 }}
          value={tipo ?? 'todos'}
          onChange={(value) => setTipo(value === 'todos' ? undefined : value)}
          options={[
            { value: 'todos', label: 'Todos os tipos' },
            ...READ_TIPOS.map((t) => ({ value: t, label: MSG.tipoLabel[t] })),
          ]}
        />
        <Input.Search
          aria-label="Buscar por título"
          placeholder="Buscar por título"
          allowClear
          maxLength={120}
          style={{ width: 320 }}
          onSearch={(value) => {
            setBusca(value.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      </div>
      <DataTable<ReadFigures>
        rowKey={(row) => `${row.tipo}-${row.id}`}
        columns={columns}
        data={report.data?.itens}
        loading={report.isFetching}
        emptyText={report.isPending ? ' ' : 'Nenhum item exige confirmação de leitura.'}
        onRowClick={(row) => navigate(readDetailUrl(row.tipo, row.id))}
        actions={[
          {
            key: 'people',
            label: 'Ver pessoas',
            icon: <TeamOutlined />,
            iconOnly: true,
            onClick: (row) => navigate(readDetailUrl(row.tipo, row.id)),
          },
        ]}
        server={{
          total: report.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
