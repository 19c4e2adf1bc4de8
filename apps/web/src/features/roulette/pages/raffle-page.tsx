import { useState } from 'react';
import { Button, Form, Select, Space } from 'antd';
import { useParams } from 'react-router-dom';
import { ROULETTE_MSG as MSG } from '@intranet/shared/roulette/roulette.messages';
import { drawDateLabel } from '@intranet/shared/roulette/roulette.rules';
import type { RaffleWinner } from '@intranet/shared/roulette/roulette.schemas';
import { MSG as COMMON } from '@intranet/shared/validation/messages';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useDrawRaffle, usePrizes, useRaffles } from '../api/roulette-calls';
import { ROULETTE_LIST_PATH } from '../roulette-paths';

const columns: DataTableColumn<RaffleWinner>[] = [
  { key: 'created_at', title: 'Data', text: (row) => drawDateLabel(row.created_at) },
  { key: 'nome', title: 'Nome' },
  { key: 'telefone', title: 'Telefone' },
  { key: 'premio', title: 'Prêmio' },
  { key: 'cliente', title: 'Público', text: (row) => (row.cliente ? 'Cliente' : 'Não cliente') },
  { key: 'cupom', title: 'Cupom' },
];

/** /marketing/roulette/raffle/:id: a winner among the participants of an audience who won a prize. */
export function RafflePage() {
  const id = Number(useParams().id);
  const notify = useNotify();
  const prizes = usePrizes(id);
  const raffles = useRaffles(id);
  const draw = useDrawRaffle();
  const [audience, setAudience] = useState<boolean | undefined>();
  const [prize, setPrize] = useState<number | undefined>();
  const [drawn, setDrawn] = useState(false);
  const options = (prizes.data ?? [])
    .filter((p) => audience === undefined || p.cliente === audience)
    .map((p) => ({ value: p.id, label: p.nome }));
  const winners = raffles.data ?? [];

  const run = () =>
    draw.mutate(
      { id_campanha: id, cliente: audience!, id_premio: prize! },
      {
        onSuccess: () => setDrawn(true),
        onError: (error) =>
          notify.error(error instanceof ApiError && error.status === 404 ? MSG.noMatchingParticipants : COMMON.generic),
      },
    );

  return (
    <SectionLayout title="SORTEIO" back={ROULETTE_LIST_PATH}>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="Público" required>
          <Select
            aria-label="Público"
            style={{ width: 180 }}
            placeholder="Selecione"
            value={audience}
            onChange={(v: boolean) => {
              setAudience(v);
              setPrize(undefined);
            }}
            options={[
              { value: true, label: 'Clientes' },
              { value: false, label: 'Não clientes' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Prêmio" required>
          <Select
            aria-label="Prêmio"
            style={{ width: 220 }}
            placeholder="Selecione"
            value={prize}
            onChange={setPrize}
            options={options}
          />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            disabled={audience === undefined || prize === undefined}
            loading={draw.isPending}
            onClick={run}
          >
            {drawn || winners.length ? 'Sortear Novamente' : 'Sortear'}
          </Button>
        </Space>
      </Form>
      {(drawn || winners.length > 0) && (
        <DataTable<RaffleWinner> rowKey="id" columns={columns} data={winners} loading={raffles.isPending} />
      )}
    </SectionLayout>
  );
}
