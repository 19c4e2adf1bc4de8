import { useState } from 'react';
import { Button, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';
import { LOGO_PIXELS, MAX_LOGO_BYTES } from '@intranet/shared/email-signatures/email-signatures.rules';
import { useNotify } from '../../../lib/notify';
import { uploadLogo } from '../api/upload-logo';

/** A logo just uploaded: its file, its bytes as a data address to preview it, its natural size. */
export type UploadedLogo = { id: string; url: string; largura: number; altura: number };

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  /** The address the current logo is shown from. */
  previewUrl: string | null;
  onUploaded: (logo: UploadedLogo) => void;
};

/** A file's bytes as a data address (`data:image/png;base64,…`). */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The natural size of an image, read by the browser. */
function naturalSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

const fits = (size: { width: number; height: number }) =>
  size.width >= LOGO_PIXELS.minWidth &&
  size.width <= LOGO_PIXELS.maxWidth &&
  size.height >= LOGO_PIXELS.minHeight &&
  size.height <= LOGO_PIXELS.maxHeight;

/**
 * The template's logo: a PNG or JPEG of at most 200 KB and a fit size, checked here before it is sent
 * and again by the server; uploaded through the files module, the form keeps its file id.
 */
export function LogoPicker({ id, value, onChange, disabled, previewUrl, onUploaded }: Props) {
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);

  const add = async (file: File) => {
    if (!/\.(png|jpe?g)$/i.test(file.name)) return notify.error(TEXT.logoType);
    if (file.size > MAX_LOGO_BYTES) return notify.error(TEXT.logoTooLarge);
    const local = await dataUrlOf(file).catch(() => null);
    if (!local) return notify.error(TEXT.logoType);
    const size = await naturalSize(local);
    if (size && !fits(size)) return notify.error(TEXT.logoDimensions);
    setUploading(true);
    try {
      const stored = await uploadLogo(file);
      onUploaded({ id: stored.id, url: local, largura: size?.width ?? 0, altura: size?.height ?? 0 });
      onChange?.(stored.id);
    } catch (error) {
      notify.fail(error, TEXT.logoType);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="logo-picker" id={id}>
      {value && previewUrl && <img src={previewUrl} alt="Logotipo" className="logo-picker__image" />}
      <div className="logo-picker__buttons">
        <Upload
          accept=".png,.jpg,.jpeg"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
            {value ? 'Trocar logotipo' : 'Enviar logotipo'}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} danger type="text" disabled={disabled} onClick={() => onChange?.(null)}>
            Remover
          </Button>
        )}
      </div>
      <Typography.Text type="secondary">{TEXT.logoHint}</Typography.Text>
    </div>
  );
}
