import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { DOCUMENTS_MSG } from '@intranet/shared/documents/documents.messages';
import { BUCKETS } from '@intranet/shared/files/files.rules';
import { errorText } from '../../../lib/error-text';
import { uploadDocumentFile } from '../api/documents-calls';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';
const EXTENSIONS = /\.(pdf|png|jpe?g|webp)$/i;

type Props = {
  /** The stored file's id (what the form sends). */
  value?: string;
  onChange?: (id: string | undefined) => void;
  /** The name of the file already stored, on an edit. */
  storedName?: string;
  /** Tells the form the upload failed (its text goes under the field). */
  onError: (message: string | null) => void;
  id?: string;
};

/**
 * The document's file: chosen, then uploaded at once through the files API (the server judges its
 * bytes: PDF, PNG, JPEG or WebP, 10 MB at most) and kept as its stored id. A file refused here or by the
 * server says why in Portuguese and leaves the rest of the form as typed.
 */
export function DocumentFileField({ value, onChange, storedName, onError, id }: Props) {
  const [name, setName] = useState<string | undefined>(storedName);
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File) => {
    if (!EXTENSIONS.test(file.name)) return onError(DOCUMENTS_MSG.fileType);
    if (file.size > BUCKETS.documentos.maxBytes) return onError(DOCUMENTS_MSG.fileTooLarge);
    onError(null);
    setUploading(true);
    try {
      const stored = await uploadDocumentFile(file);
      setName(stored.nome);
      onChange?.(stored.id);
    } catch (error) {
      onError(errorText(error, DOCUMENTS_MSG.fileType));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space wrap>
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={uploading}>
          {value ? 'Trocar arquivo' : 'Escolher arquivo'}
        </Button>
      </Upload>
      {value && name && (
        <Typography.Text className="document-file__name">
          <PaperClipOutlined aria-hidden /> {name}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">PDF, PNG, JPEG ou WebP, até 10 MB.</Typography.Text>
    </Space>
  );
}
