import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Tag } from 'antd';
import { CheckOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/numbers';
import { FINE_STATUS_LABELS, formatPlate, normalizePlate } from '@intranet/shared/fleet/fleet.rules';
import type { Fine } from '@intranet/shared/fleet/fleet.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { call } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { fineTermPdf, useFine, useSaveFine } from '../api/manager-calls';
import { FineDeadline } from '../components/fine-deadline';
import { FINES_PATH, listPath } from '../manager-paths';
import { FLEET_TEXT as TEXT } from '../manager-texts';

/** Opens a PDF in a new tab, or saves it under its name. */
function showPdf(blob: Blob, name: string, download: boolean) {
  const url = URL.createObjectURL(blob);
  if (download) {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The fine as the edit call takes it, marked as its driver identified. */
const identified = (f: Fine) => ({
  id_veiculo: f.id_veiculo,
  ocorrida_em: f.ocorrida_em,
  codigo_infracao: f.codigo_infracao,
  descricao_infracao: f.descricao_infracao,
  local: f.local,
  valor: f.valor,
  pontos: f.pontos,
  vencimento: f.vencimento,
  prazo_identificacao: f.prazo_identificacao,
  status: 'identificado' as const,
});

/**
 * `/fleet/fines/term/:id/:idDriver/:vehiclePlate`: the fine's and its driver's summary, and the
 * responsibility term the server writes (pdfkit) opened in a new tab or downloaded. The address must
 * name the fine's driver and plate; once the signed term comes back the fine is marked identified.
 */
export function FineTermPage() {
  const params = useParams();
  const id = Number(params.id);
  const idDriver = Number(params.idDriver);
  const plate = normalizePlate(params.vehiclePlate ?? '');
  const notify = useNotify();
  const writes = useCan('fleet.write');
  const fine = useFine(id);
  const save = useSaveFine();
  const drivers = useQuery({
    queryKey: ['fleet', 'driver-options'],
    queryFn: ({ signal }) => call(FLEET_API.driverOptions, {}, { signal }).then((r) => r.frota_motorista),
  });
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);

  const record = fine.data;
  const matches = !!record && record.id_motorista === idDriver && record.placa === plate;
  const driver = drivers.data?.find((d) => d.id_usuario === idDriver);
  const pdf = async (download: boolean) => {
    setBusy(download ? 'download' : 'open');
    try {
      const blob = await fineTermPdf({ id, idDriver, vehiclePlate: plate });
      showPdf(blob, `termo-multa-${id}.pdf`, download);
    } catch (error) {
      notify.fail(error, TEXT.termFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionLayout title={TEXT.termTitle} back={listPath(FINES_PATH)}>
      {fine.isLoading ? (
        <Alert type="info" showIcon title="Carregando a multa…" />
      ) : fine.isError || !matches ? (
        <Alert type="warning" showIcon title={TEXT.termNotFound} />
      ) : (
        <Space direction="vertical" size={16} style={{ display: 'flex', maxWidth: 860 }}>
          <Descriptions
            title="Multa"
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'placa', label: 'Placa', children: `${formatPlate(record.placa)} — ${record.modelo}` },
              { key: 'quando', label: 'Data e hora', children: formatDateTime(record.ocorrida_em) },
              {
                key: 'infracao',
                label: 'Infração',
                span: 2,
                children: `${record.codigo_infracao} — ${record.descricao_infracao}`,
              },
              { key: 'local', label: 'Local', children: record.local || '—' },
              { key: 'valor', label: 'Valor', children: formatMoney(record.valor) },
              { key: 'pontos', label: 'Pontos', children: record.pontos },
              { key: 'venc', label: 'Vencimento', children: formatDate(record.vencimento) },
              { key: 'prazo', label: 'Prazo de identificação', children: <FineDeadline fine={record} /> },
              { key: 'status', label: 'Situação', children: <Tag>{FINE_STATUS_LABELS[record.status]}</Tag> },
            ]}
          />
          <Descriptions
            title="Condutor"
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'nome', label: 'Nome', children: record.motorista ?? '—' },
              { key: 'cat', label: 'Categoria da CNH', children: driver?.cnh_categoria ?? '—' },
              {
                key: 'val',
                label: 'Validade da CNH',
                children: driver ? formatDate(driver.cnh_validade) : drivers.isLoading ? '…' : '—',
              },
              {
                key: 'uso',
                label: 'Uso do veículo',
                children: record.id_solicitacao ? `Solicitação nº ${record.id_solicitacao}` : '—',
              },
            ]}
          />
          {writes && (
            <Space wrap>
              <Button
                type="primary"
                icon={<FilePdfOutlined />}
                aria-label={TEXT.termOpen}
                loading={busy === 'open'}
                disabled={busy !== null}
                onClick={() => void pdf(false)}
              >
                {TEXT.termOpen}
              </Button>
              <Button
                icon={<DownloadOutlined />}
                aria-label={TEXT.termDownload}
                loading={busy === 'download'}
                disabled={busy !== null}
                onClick={() => void pdf(true)}
              >
                {TEXT.termDownload}
              </Button>
              {record.status === 'pendente' && (
                <Button
                  icon={<CheckOutlined />}
                  aria-label={TEXT.markIdentified}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate(
                      { id: record.id, object: identified(record) },
                      {
                        onSuccess: () => notify.success(TEXT.markedIdentified),
                        onError: (error) => notify.fail(error, TEXT.editFailed),
                      },
                    )
                  }
                >
                  {TEXT.markIdentified}
                </Button>
              )}
            </Space>
          )}
        </Space>
      )}
    </SectionLayout>
  );
}
