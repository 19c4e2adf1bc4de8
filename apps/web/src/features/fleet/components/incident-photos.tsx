import { useEffect, useRef, useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { BUCKETS } from '@intranet/shared/files/files.rules';
import { FLEET_LIMITS } from '@intranet/shared/fleet/fleet.schemas';
import { FileImage } from '../../../components/file-image/file-image';
import { call } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * An incident's photos (a form control: value/onChange of file ids): each image is sent to the
 * fleet's bucket of the files API as soon as it is picked, judged there by its bytes (10 MB at most).
 */
export function IncidentPhotos({
  id,
  value = [],
  onChange,
  disabled,
}: {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const notify = useNotify();
  const [sending, setSending] = useState(0);
  // Photos picked together finish one by one: each adds itself to the latest list.
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const full = value.length + sending >= FLEET_LIMITS.fotos;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {value.map((file, index) => (
          <Space key={file} direction="vertical" size={4} align="center">
            <FileImage id={file} alt={`Foto ${index + 1}`} width={96} height={96} />
            {!disabled && (
              <Button
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Remover foto ${index + 1}`}
                onClick={() => onChange?.(value.filter((v) => v !== file))}
              />
            )}
          </Space>
        ))}
      </Space>
      {!disabled && (
        <Upload
          id={id}
          accept={ACCEPT}
          multiple
          showUploadList={false}
          beforeUpload={(file, batch) => {
            if (file.size > BUCKETS.frota.maxBytes) {
              notify.error(BUCKETS.frota.tooLarge);
              return false;
            }
            if (value.length + batch.indexOf(file) >= FLEET_LIMITS.fotos) {
              notify.error(`Envie no máximo ${FLEET_LIMITS.fotos} fotos.`);
              return false;
            }
            const form = new FormData();
            form.append('file', file, file.name);
            setSending((n) => n + 1);
            call(FILES_API.upload, { params: { bucket: 'frota' } }, { form })
              .then((stored) => {
                valueRef.current = [...valueRef.current, stored.id];
                onChange?.(valueRef.current);
              })
              .catch((error: unknown) => notify.fail(error, 'Não foi possível enviar a foto.'))
              .finally(() => setSending((n) => n - 1));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={sending > 0} disabled={full}>
            Enviar fotos
          </Button>
        </Upload>
      )}
      <Typography.Text type="secondary">
        Até {FLEET_LIMITS.fotos} fotos PNG, JPEG ou WebP de até 10 MB cada.
      </Typography.Text>
    </Space>
  );
}
