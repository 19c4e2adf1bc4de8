import { Statistic } from 'antd';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { PLACE_TYPE_LABELS } from '@intranet/shared/supplies/supplies.rules';
import type { ValuesResponse } from '@intranet/shared/supplies/supplies.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useValues } from '../api/get-values';
import { money } from '../supplies-texts';
import '../supplies.css';

type Row = ValuesResponse['itens'][number];
const columns: DataTableColumn<Row>[] = [
  { key: 'empresa', title: 'Provedor' },
  { key: 'local', title: 'Local' },
  { key: 'tipo_local', title: 'Tipo', value: (r) => PLACE_TYPE_LABELS[r.tipo_local] },
  { key: 'unidades', title: 'Unidades', align: 'right' },
  {
    key: 'valor',
    title: 'Valor a custo',
    align: 'right',
    value: (r) => Number(r.valor),
    text: (r) => money(r.valor),
    exportValue: (r) => r.valor,
  },
];

/** `/supplies/values` and `/squads/values`: the worth of the stock at cost, per place or per squad. */
export function ValuesPage({ agrupar }: { agrupar: 'local' | 'equipe' }) {
  const values = useValues(agrupar);
  return (
    <SectionLayout
      title={agrupar === 'equipe' ? 'Valores por equipe' : 'Valores do estoque'}
      back={agrupar === 'equipe' ? '/squads/list' : '/supplies/home'}
    >
      <div className="supplies-cards">
        <Statistic title="Valor a custo (sem reciclados)" value={values.data ? money(values.data.total_valor) : '—'} />
        <Statistic title="Baixado (reciclagem)" value={values.data ? money(values.data.baixado_valor) : '—'} />
      </div>
      <DataTable<Row>
        rowKey={(r) => `${r.id_empresa}-${r.id_local}`}
        columns={columns}
        data={values.data?.itens}
        loading={values.isFetching}
        emptyText={values.isError ? SUPPLIES_MSG.listFailed : SUPPLIES_MSG.empty}
        exportable
        exportName="valores"
      />
    </SectionLayout>
  );
}

export const SuppliesValuesPage = () => <ValuesPage agrupar="local" />;
export const SquadValuesPage = () => <ValuesPage agrupar="equipe" />;
