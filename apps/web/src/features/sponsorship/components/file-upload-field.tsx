import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { uploadSponsorshipFile } from '../api/sponsorship-files';

/** Uploads one file to the sponsorship bucket and hands its id on (a form control: value/onChange). */
export function FileUploadField({
  value,
  onChange,
  currentName,
  accept = 'application/pdf,image/png,image/jpeg,image/webp',
  label = 'Enviar arquivo',
}: {
  value?: string | null;
  onChange?: (id: string | null) => void;
  currentName?: string | null;
  accept?: string;
  label?: string;
}) {
  const notify = useNotify();
  const [name, setName] = useState<string | null>(currentName ?? null);
  const [busy, setBusy] = useState(false);
  return (
    <Space wrap>
      <Upload
        accept={accept}
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadSponsorshipFile(file)
            .then((stored) => {
              setName(stored.nome);
              onChange?.(stored.id);
            })
            .catch((error: unknown) =>
              notify.error(error instanceof ApiError ? error.message : 'Não foi possível enviar.'),
            )
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {label}
        </Button>
      </Upload>
      {value && name && <Typography.Text>{name}</Typography.Text>}
    </Space>
  );
}
