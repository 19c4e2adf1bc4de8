import { useState } from 'react';
import { Button, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_IMAGE_BYTES } from '@intranet/shared/files/files.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { isNewsImageFormat } from '@intranet/shared/news/news.rules';
import { FileImage } from '../../../components/file-image/file-image';
import { useNotify } from '../../../lib/notify';
import { uploadNewsImage } from '../api/upload-news-image';

export const NEWS_IMAGE_ACCEPT = '.png,.jpeg,.jpg';

/** The format of a picked file by its name (what the spec's texts speak of). */
export const pickedFormat = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  /** What the image is, for its button and its picture ('Imagem de capa'). */
  label: string;
  /** The spec's text for a file that is not PNG, JPEG or JPG. */
  formatText: string;
};

/**
 * A cover or auxiliary image of the generic form: a PNG, JPEG or JPG up to 10 MB, uploaded to the files
 * API, kept by its file id. Another format is refused with the image's format text, a larger file with
 * 'A imagem não atende aos paramêtros' (spec §5).
 */
export function NewsImageField({ id, value, onChange, disabled, label, formatText }: Props) {
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const add = async (file: File) => {
    if (!isNewsImageFormat(pickedFormat(file.name))) return notify.error(formatText);
    if (file.size > MAX_IMAGE_BYTES) return notify.error(MSG.imageParams);
    setUploading(true);
    try {
      onChange?.((await uploadNewsImage(file)).id);
    } catch (error) {
      notify.fail(error, MSG.imageParams);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="news-image-field" id={id}>
      {value && (
        <figure className="news-image-field__preview">
          <FileImage id={value} width={192} height={108} alt={label} />
          {!disabled && (
            <Button
              size="small"
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`Remover ${label.toLowerCase()}`}
              onClick={() => onChange?.(null)}
            />
          )}
        </figure>
      )}
      {!disabled && (
        <Upload
          accept={NEWS_IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} aria-label={`Selecionar ${label.toLowerCase()}`}>
            {value ? 'Trocar imagem' : 'Selecionar imagem'}
          </Button>
        </Upload>
      )}
      <div className="news-hint">PNG, JPEG ou JPG, até 10 MB.</div>
    </div>
  );
}
