import { useState } from 'react';
import { App, Button, DatePicker, Empty, Input, Space, Table } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { isRealDay } from '@intranet/shared/fleet/fleet.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { TitleHeader } from '../../../components/title-header/title-header';
import { call } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { ANY, askSeatPath, rideSearchPath } from '../fleet-paths';

const PAGE = 20;
/** A search path's segment: '-' (or nothing) is any. */
const given = (segment: string | undefined) => (segment && segment !== ANY ? segment.trim().slice(0, 100) : undefined);

/**
 * `/ride-employee/list` and `/ride-employee/search/:origem/:destino/:data` (public, spec §2.1): the
 * upcoming rides the employees offer, searched by origin, destination and day; the driver's first
 * name only, no phone or e-mail. Asking for a seat needs signing in: a visitor goes through the
 * sign-in and comes back to the rides screen, which asks for the seat and tells the driver.
 */
export function RideEmployeePage() {
  const params = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const signedIn = useSession().tokens !== null;
  const day = given(params.data);
  const filter = {
    origem: given(params.origem),
    destino: given(params.destino),
    data: day && isRealDay(day) ? day : undefined,
  };
  const [draft, setDraft] = useState<{ origem: string; destino: string; data: Dayjs | null }>({
    origem: filter.origem ?? '',
    destino: filter.destino ?? '',
    data: filter.data ? dayjs(filter.data) : null,
  });
  const [page, setPage] = useState(1);
  const rides = useQuery({
    queryKey: ['rides', 'public', filter, page],
    queryFn: () => call(FLEET_API.publicRides, { query: { ...filter, limit: PAGE, offset: (page - 1) * PAGE } }),
  });
  const ask = useMutation({
    mutationFn: (id: number) => call(FLEET_API.askSeat, { params: { id } }),
    onSuccess: () => {
      void message.success('Pedido de vaga enviado! O motorista foi avisado.');
      void rides.refetch();
    },
    onError: (error) => void message.error(errorText(error)),
  });
  const search = () => {
    setPage(1);
    navigate(
      rideSearchPath({
        origem: draft.origem,
        destino: draft.destino,
        data: draft.data ? draft.data.format('YYYY-MM-DD') : undefined,
      }),
    );
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
          placeholder="dd/mm/aaaa"
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
          {
            key: 'pedir',
            title: '',
            render: (_, r) => (
              <Button
                size="small"
                disabled={r.vagas_livres <= 0 || ask.isPending}
                onClick={() => (signedIn ? ask.mutate(r.id) : navigate(askSeatPath(r.id)))}
              >
                {signedIn ? 'PEDIR VAGA' : 'ENTRAR PARA PEDIR VAGA'}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
