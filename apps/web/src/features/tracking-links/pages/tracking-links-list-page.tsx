import { useState } from 'react';
import { Alert } from 'antd';
import { CopyOutlined, EditOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@intranet/shared/format/dates';
import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { TRACKING_LINKS_MSG as MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import type { TrackingLink } from '@intranet/shared/tracking-links/tracking-links.schemas';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useTrackingLinks } from '../api/tracking-link-calls';
import { QrCodeDialog } from '../components/qr-code-dialog';
import { TRACKING_LINK_REGISTER_PATH, trackingLinkEditPath } from '../tracking-links-paths';

const columns: DataTableColumn<TrackingLink>[] = [
  { key: 'created_at', title: 'Criação', text: (r) => formatDateTime(r.created_at) },
  { key: 'empresa', title: 'Provedor', text: (r) => r.empresa.nome },
  { key: 'campanha', title: 'Campanha', text: (r) => r.campanha.nome },
  { key: 'canal', title: 'Canal', text: (r) => r.canal.nome },
  { key: 'destino', title: 'Destino', text: (r) => r.destino?.nome ?? MSG.homePage },
  { key: 'url', title: 'Link' },
  { key: 'cliques', title: 'Cliques', align: 'right' },
  { key: 'cliques_bot', title: 'Cliques de robôs', align: 'right' },
  { key: 'leads', title: 'Leads', align: 'right' },
  { key: 'usuario', title: 'Criado por', text: (r) => r.usuario?.nome ?? '' },
];

/** /marketing/tracking-link/list: every link with its clicks (people and bots apart) and leads. */
export function TrackingLinksListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(API.create.access);
  const list = useTrackingLinks();
  const [qr, setQr] = useState<TrackingLink | null>(null);

  const copy = (link: TrackingLink) =>
    navigator.clipboard.writeText(link.url).then(
      () => notify.success(MSG.copied),
      () => notify.error(MSG.copyFailed),
    );
  const actions: RowAction<TrackingLink>[] = [
    { key: 'copy', label: 'Copiar Link', icon: <CopyOutlined />, iconOnly: true, onClick: copy },
    { key: 'qr', label: 'QR Code', icon: <QrcodeOutlined />, iconOnly: true, onClick: setQr },
    {
      key: 'edit',
      can: API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(trackingLinkEditPath(r.id)),
    },
  ];

  return (
    <SectionLayout
      title={MSG.title}
      back="/marketing/home"
      add={canCreate ? { label: MSG.add, to: TRACKING_LINK_REGISTER_PATH } : undefined}
    >
      <Alert type="info" showIcon title={MSG.otherDestination} style={{ marginBottom: 16 }} />
      <DataTable<TrackingLink>
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        actions={actions}
        exportable
        emptyText={list.isError ? MSG.listFailed : undefined}
      />
      <QrCodeDialog link={qr} onClose={() => setQr(null)} />
    </SectionLayout>
  );
}
