import { useState } from 'react';
import { Button, DatePicker, Empty, Input, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { formatDate } from '@intranet/shared/format/dates';
import { TitleHeader } from '../../../components/title-header/title-header';
import { call } from '../../../lib/api-client';

type Filter = { origem?: string; destino?: string; data?: string };
const PAGE = 20;

/**
 * `/ride-employee` (public, spec §2.1): the upcoming rides the employees offer, searched by origin,
 * destination and day; the driver's first name only, no phone or e-mail. Asking for a seat needs
 * signing in.
 */
export function RideEmployeePage() {
  const [draft, setDraft] = useState<{ origem: string; destino: string; data: Dayjs | null }>({
    origem: '',
    destino: '',
    data: null,
  });
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const rides = useQuery({
    queryKey: ['rides', 'public', filter, page],
    queryFn: () => call(FLEET_API.publicRides, { query: { ...filter, limit: PAGE, offset: (page - 1) * PAGE } }),
  });
  const search = () => {
    setPage(1);
    setFilter({
      origem: draft.origem.trim() || undefined,
      destino: draft.destino.trim() || undefined,
      data: draft.data ? draft.data.format('YYYY-MM-DD') : undefined,
    });
  };
  return (
    <>
      <TitleHeader title="Caronas" />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          aria-label="Origem"
          placeholder="Origem"
          maxLength={100}
          value={draft.origem}
          onChange={(e) => setDraft({ ...draft, origem: e.target.value })}
          onPressEnter={search}
        />
        <Input
          aria-label="Destino"
          placeholder="Destino"
          maxLength={100}
          value={draft.destino}
          onChange={(e) => setDraft({ ...draft, destino: e.target.value })}
          onPressEnter={search}
        />
        <DatePicker
          aria-label="Data"
          format="DD/MM/YYYY"
          value={draft.data}
          onChange={(value) => setDraft({ ...draft, data: value })}
        />
        <Button type="primary" onClick={search}>
          BUSCAR
        </Button>
      </Space>
      <Table
        rowKey="id"
        loading={rides.isLoading}
        dataSource={rides.data?.frota_carona ?? []}
        locale={{
          emptyText: (
            <Empty
              description={rides.isError ? 'Não foi possível carregar as caronas.' : 'Nenhuma carona encontrada'}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: rides.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'motorista', title: 'Motorista', dataIndex: 'motorista' },
          { key: 'origem', title: 'Origem', dataIndex: 'origem' },
          { key: 'destino', title: 'Destino', dataIndex: 'destino' },
          { key: 'data', title: 'Data', render: (_, r) => formatDate(r.data) },
          { key: 'horario', title: 'Horário', dataIndex: 'horario' },
          { key: 'vagas', title: 'Vagas livres', render: (_, r) => `${r.vagas_livres} de ${r.vagas}` },
          { key: 'observacao', title: 'Observação', dataIndex: 'observacao' },
        ]}
      />
    </>
  );
}
