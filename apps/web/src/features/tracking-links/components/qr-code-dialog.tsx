import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { TRACKING_LINKS_MSG as MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import type { QrFormat, TrackingLink } from '@intranet/shared/tracking-links/tracking-links.schemas';
import { useNotify } from '../../../lib/notify';
import { fetchQrCode } from '../api/tracking-link-calls';

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A link's QR code (its short public address), shown and downloadable as PNG or SVG. */
export function QrCodeDialog({ link, onClose }: { link: TrackingLink | null; onClose: () => void }) {
  const notify = useNotify();
  const [image, setImage] = useState<string | null>(null);
  const failed = useEffectEvent(() => notify.error(MSG.qrFailed));

  useEffect(() => {
    if (!link) return;
    let url: string | null = null;
    let live = true;
    fetchQrCode(link.id, 'svg')
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setImage(url);
      })
      .catch(() => failed());
    return () => {
      live = false;
      setImage(null);
      if (url) URL.revokeObjectURL(url);
    };
  }, [link]);

  const download = (format: QrFormat) => {
    if (!link) return;
    fetchQrCode(link.id, format)
      .then((blob) => save(blob, `link-${link.codigo}.${format}`))
      .catch(() => notify.error(MSG.qrFailed));
  };

  return (
    <Modal open={!!link} title={MSG.qrTitle} onCancel={onClose} footer={null} destroyOnHidden>
      <div style={{ textAlign: 'center' }}>
        {image ? <img src={image} alt={`QR Code de ${link?.url}`} width={240} height={240} /> : <Spin />}
        <Typography.Paragraph copyable style={{ marginTop: 12 }}>
          {link?.url}
        </Typography.Paragraph>
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => download('png')}>
            Baixar PNG
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => download('svg')}>
            Baixar SVG
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
