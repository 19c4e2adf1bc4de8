import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import { SEAT_STATUS_LABELS, type SeatStatus } from '@intranet/shared/fleet/fleet.rules';
import { rideInput, type Ride } from '@intranet/shared/fleet/fleet.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { TimeControl } from '../../../components/crud/crud-controls';
import { DataTable } from '../../../components/data-table/data-table';
import { IsoDayPicker, isoDayItem } from '../../../components/form/iso-day-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, rangeOf, zodRule } from '../../../components/form/zod-rules';
import { TitleHeader } from '../../../components/title-header/title-header';
import { call } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePagedList } from '../components/paged-list';
import { REQUESTS_HOME_PATH, RIDES_PATH } from '../fleet-paths';

const shape = rideInput.shape;
const LIST = `${RIDES_PATH}/list`;
const SEAT_COLORS: Record<SeatStatus, string> = { pendente: 'gold', aceito: 'green', recusado: 'red' };

/** Who asked for a seat, each with the driver's answer; the driver accepts or declines a waiting one. */
function Seats({
  ride,
  onAnswer,
  busy,
}: {
  ride: Ride;
  onAnswer: (userId: number, aceito: boolean) => void;
  busy: boolean;
}) {
  if (!ride.pedidos.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space direction="vertical" size={4}>
      {ride.pedidos.map((p) => (
        <Space key={p.id_usuario} wrap size={4}>
          <span>{p.nome}</span>
          <Tag color={SEAT_COLORS[p.status]}>{SEAT_STATUS_LABELS[p.status]}</Tag>
          {ride.minha && p.status !== 'aceito' && (
            <Button size="small" type="primary" disabled={busy} onClick={() => onAnswer(p.id_usuario, true)}>
              Aceitar
            </Button>
          )}
          {ride.minha && p.status !== 'recusado' && (
            <Button size="small" danger disabled={busy} onClick={() => onAnswer(p.id_usuario, false)}>
              Recusar
            </Button>
          )}
        </Space>
      ))}
    </Space>
  );
}

/**
 * `/ride/list`: the upcoming rides the employees offer; the driver sees who asked for a seat and
 * accepts or declines, the others ask for a seat (which tells the driver). Arriving with `?vaga=<id>`
 * (a visitor of the public list who signed in) asks to confirm the seat on that ride.
 */
export function RidesListPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const paged = usePagedList<{ minhas?: 'true' }>();
  const onlyMine = paged.filters.minhas === 'true';
  const [removing, setRemoving] = useState<Ride | null>(null);
  const asked = /^\d+$/.test(search.get('vaga') ?? '') ? Number(search.get('vaga')) : null;
  const list = useQuery({
    queryKey: ['rides', 'list', paged.query, onlyMine],
    queryFn: () => call(FLEET_API.rides, { query: paged.query }),
  });
  const askedRide = useQuery({
    queryKey: ['rides', 'one', asked],
    queryFn: () => call(FLEET_API.ride, { params: { id: asked! } }),
    enabled: asked !== null,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['rides'] });
  const act = useMutation({
    mutationFn: ({ run }: { run: () => Promise<unknown>; done: string }) => run(),
    onSuccess: (_, { done }) => {
      void message.success(done);
      setRemoving(null);
      if (asked !== null) setSearch({}, { replace: true });
      refresh();
    },
    onError: (error) => {
      setRemoving(null);
      if (asked !== null) setSearch({}, { replace: true });
      void message.error(errorText(error));
    },
  });
  const askSeat = (id: number) =>
    act.mutate({
      run: () => call(FLEET_API.askSeat, { params: { id } }),
      done: 'Pedido de vaga enviado! O motorista foi avisado.',
    });
  const answer = (ride: Ride, userId: number, aceito: boolean) =>
    act.mutate({
      run: () =>
        call(FLEET_API.answerSeat, {
          params: { id: ride.id, idUsuario: userId },
          body: { status: aceito ? 'aceito' : 'recusado' },
        }),
      done: aceito ? 'Vaga aceita. O colega foi avisado.' : 'Pedido recusado. O colega foi avisado.',
    });
  // To anyone but the driver, a ride's requests are their own seat only.
  const seatOf = (r: Ride) => (r.minha ? undefined : r.pedidos[0]);
  const offer = askedRide.data?.frota_carona;

  return (
    <>
      <TitleHeader
        title="Caronas"
        back={REQUESTS_HOME_PATH}
        add={{ label: 'OFERECER CARONA', to: `${RIDES_PATH}/register` }}
      />
      <Segmented
        style={{ marginBottom: 16 }}
        value={onlyMine ? 'minhas' : 'todas'}
        options={[
          { value: 'todas', label: 'Próximas caronas' },
          { value: 'minhas', label: 'Minhas caronas e pedidos' },
        ]}
        onChange={(value) => {
          paged.filter({ minhas: value === 'minhas' ? 'true' : undefined });
        }}
      />
      <DataTable<Ride>
        rowKey="id"
        data={list.data?.frota_carona}
        loading={list.isFetching}
        emptyText={list.isError ? errorText(list.error) : 'Nenhuma carona encontrada'}
        server={paged.server(list.data?.total)}
        columns={[
          { key: 'motorista', title: 'Motorista' },
          { key: 'origem', title: 'Origem' },
          { key: 'destino', title: 'Destino' },
          { key: 'data', title: 'Data', text: (r) => formatDate(r.data) },
          { key: 'horario', title: 'Horário' },
          { key: 'vagas', title: 'Vagas livres', text: (r) => `${r.vagas_livres} de ${r.vagas}` },
          { key: 'observacao', title: 'Observação', text: (r) => r.observacao || '—' },
          {
            key: 'pedidos',
            title: 'Pedidos de vaga',
            noExport: true,
            render: (r) => (
              <Seats ride={r} busy={act.isPending} onAnswer={(userId, aceito) => answer(r, userId, aceito)} />
            ),
          },
        ]}
        actions={[
          {
            key: 'ask',
            label: 'Pedir vaga',
            hidden: (r) => r.minha || seatOf(r) !== undefined || r.vagas_livres <= 0,
            disabled: act.isPending,
            onClick: (r) => askSeat(r.id),
          },
          {
            key: 'edit',
            label: 'Editar',
            hidden: (r) => !r.minha,
            onClick: (r) => navigate(`${RIDES_PATH}/edit/${r.id}`),
          },
          { key: 'remove', label: 'Excluir', danger: true, hidden: (r) => !r.minha, onClick: setRemoving },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Excluir carona?"
        text="A carona e os pedidos de vaga serão excluídos."
        confirmLabel="EXCLUIR"
        cancelLabel="CANCELAR"
        danger
        loading={act.isPending}
        onConfirm={() =>
          act.mutate({
            run: () => call(FLEET_API.removeRide, { params: { id: removing!.id } }),
            done: 'Carona excluída.',
          })
        }
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={asked !== null && (offer !== undefined || askedRide.isError)}
        title="Pedir vaga nesta carona?"
        text={
          offer
            ? `${offer.motorista}: de ${offer.origem} para ${offer.destino}, ${formatDate(offer.data)} às ${offer.horario} (${offer.vagas_livres} de ${offer.vagas} vagas livres).`
            : FLEET_MSG.rideNotFound
        }
        confirmLabel="PEDIR VAGA"
        cancelLabel="CANCELAR"
        loading={act.isPending}
        onConfirm={() => (offer ? askSeat(offer.id) : setSearch({}, { replace: true }))}
        onCancel={() => setSearch({}, { replace: true })}
      />
    </>
  );
}

type Values = {
  origem?: string;
  destino?: string;
  data?: string | null;
  horario?: string | null;
  vagas?: number;
  observacao?: string;
};

/** `/ride/register` and `/ride/edit/:id`: the driver offers a ride between cities, and edits it. */
export function RideFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const current = useQuery({
    queryKey: ['rides', 'one', id],
    queryFn: () => call(FLEET_API.ride, { params: { id: Number(id) } }),
    enabled: editing && /^\d+$/.test(id ?? ''),
  });
  const row = current.data?.frota_carona;
  useEffect(() => {
    if (row) form.setFieldsValue(row);
  }, [row, form]);
  const save = useMutation({
    mutationFn: (values: Values) => {
      const object = {
        origem: values.origem ?? '',
        destino: values.destino ?? '',
        data: values.data ?? '',
        horario: values.horario ?? '',
        vagas: values.vagas ?? 1,
        observacao: values.observacao ?? '',
      };
      return editing
        ? call(FLEET_API.updateRide, { params: { id: Number(id) }, body: { object } })
        : call(FLEET_API.createRide, { body: { object } });
    },
    onSuccess: () => {
      void message.success(editing ? 'Carona atualizada com sucesso!' : 'Carona oferecida com sucesso!');
      void client.invalidateQueries({ queryKey: ['rides'] });
      navigate(LIST);
    },
    onError: (error) => {
      showServerErrors(form, error);
      void message.error(errorText(error));
    },
  });

  const title = editing ? 'Editar carona' : 'Oferecer carona';
  if (editing && (!row || !row.minha))
    return (
      <>
        <TitleHeader title={title} back={LIST} />
        {current.isLoading ? (
          <Spin aria-label="Carregando" />
        ) : (
          <Alert type="error" showIcon message={current.isError ? errorText(current.error) : FLEET_MSG.rideNotFound} />
        )}
      </>
    );
  return (
    <>
      <TitleHeader title={title} back={LIST} />
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ vagas: 1, observacao: '' }}
        onFinish={(values) => save.mutate(values)}
      >
        <Space wrap size="middle" style={{ width: '100%' }}>
          <Form.Item name="origem" label="Origem" rules={[zodRule(shape.origem)]}>
            <Input maxLength={maxLengthOf(shape.origem)} placeholder="Cidade de saída" style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="destino" label="Destino" rules={[zodRule(shape.destino)]}>
            <Input maxLength={maxLengthOf(shape.destino)} placeholder="Cidade de chegada" style={{ width: 300 }} />
          </Form.Item>
        </Space>
        <Space wrap size="middle" style={{ width: '100%' }}>
          <Form.Item name="data" label="Data" rules={[zodRule(shape.data)]} {...isoDayItem}>
            <IsoDayPicker />
          </Form.Item>
          <Form.Item name="horario" label="Horário" rules={[zodRule(shape.horario)]}>
            <TimeControl />
          </Form.Item>
          <Form.Item name="vagas" label="Vagas" rules={[zodRule(shape.vagas)]}>
            <InputNumber {...rangeOf(shape.vagas)} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="observacao" label="Observação" rules={[zodRule(shape.observacao)]}>
          <Input.TextArea
            rows={3}
            maxLength={maxLengthOf(shape.observacao)}
            showCount
            placeholder="Ponto de encontro, ajuda no combustível…"
          />
        </Form.Item>
        {row && row.pedidos.length > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={`${row.pedidos.length} colega(s) já pediram vaga: eles não são avisados das mudanças, combine com eles.`}
          />
        )}
        <Space>
          <Button onClick={() => navigate(LIST)}>CANCELAR</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? 'SALVAR' : 'OFERECER'}
          </Button>
        </Space>
      </Form>
    </>
  );
}
