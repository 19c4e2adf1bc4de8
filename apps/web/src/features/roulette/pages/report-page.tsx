import { useState } from 'react';
import { Button, Form, Select } from 'antd';
import { useParams } from 'react-router-dom';
import { ROULETTE_MSG as MSG } from '@intranet/shared/roulette/roulette.messages';
import { drawDateLabel, pickPrize } from '@intranet/shared/roulette/roulette.rules';
import type { Participant } from '@intranet/shared/roulette/roulette.schemas';
import { MSG as COMMON } from '@intranet/shared/validation/messages';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useParticipants } from '../api/roulette-calls';
import { ROULETTE_LIST_PATH } from '../roulette-paths';

/** Why the draw gave that prize: the stored random value over the weights and stocks it saw. */
function drawExplanation(p: Participant): string {
  const total = p.sorteio.premios.filter((x) => !x.consumivel || x.quantidade > 0).reduce((s, x) => s + x.peso, 0);
  const again = pickPrize(p.sorteio.premios, p.sorteio.aleatorio);
  const seen = p.sorteio.premios
    .map((x) => `#${x.id} peso ${x.peso}${x.consumivel ? ` estoque ${x.quantidade}` : ''}`)
    .join('; ');
  return `Valor aleatório ${p.sorteio.aleatorio.toFixed(6)} × peso total ${total} = ${(p.sorteio.aleatorio * total).toFixed(3)} → prêmio #${again?.id ?? '-'} (${again?.id === p.id_premio ? 'confere' : 'não confere'}). Prêmios vistos: ${seen}`;
}

const columns: DataTableColumn<Participant>[] = [
  { key: 'created_at', title: 'Data', text: (row) => drawDateLabel(row.created_at) },
  { key: 'nome', title: 'Nome' },
  { key: 'telefone', title: 'Telefone' },
  { key: 'cpf', title: 'CPF' },
  { key: 'premio', title: 'Prêmio', text: (row) => row.premio.nome },
  { key: 'cupom', title: 'Cupom' },
  { key: 'codigo', title: 'Código' },
  { key: 'erro', title: 'Erro', text: (row) => (row.erro ? 'Sim' : 'Não') },
];

type Filter = { cliente: boolean; erro: boolean };

/** /marketing/roulette/reports/:id: the participants of an audience, with or without an error, exportable as CSV. */
export function ReportPage() {
  const id = Number(useParams().id);
  const [form] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter | null>(null);
  const participants = useParticipants(id, filter);

  return (
    <SectionLayout title="RELATÓRIO" back={ROULETTE_LIST_PATH}>
      {filter === null ? (
        <Form form={form} layout="inline" onFinish={setFilter} aria-label="Filtro do relatório">
          <Form.Item name="cliente" label="Público" rules={[{ required: true, message: COMMON.required }]}>
            <Select
              aria-label="Público"
              style={{ width: 180 }}
              placeholder="Selecione"
              options={[
                { value: true, label: 'Clientes' },
                { value: false, label: 'Não clientes' },
              ]}
            />
          </Form.Item>
          <Form.Item name="erro" label="Contém erro" rules={[{ required: true, message: COMMON.required }]}>
            <Select
              aria-label="Contém erro"
              style={{ width: 120 }}
              placeholder="Selecione"
              options={[
                { value: true, label: 'Sim' },
                { value: false, label: 'Não' },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Gerar relatório
          </Button>
        </Form>
      ) : (
        <>
          <Button onClick={() => setFilter(null)} style={{ marginBottom: 16 }}>
            Alterar filtro
          </Button>
          <DataTable<Participant>
            rowKey="id"
            columns={columns}
            data={participants.data}
            loading={participants.isPending}
            emptyText={MSG.noResults}
            exportable
            expandable={{ render: (row) => <p className="roulette-draw">{drawExplanation(row)}</p> }}
          />
        </>
      )}
    </SectionLayout>
  );
}
