import { useEffect, useRef, useState } from 'react';
import { Button, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MSG } from '@intranet/shared/validation/messages';
import { FileImage } from '../file-image/file-image';
import { useNotify } from '../../lib/notify';
import { IMAGE_ACCEPT, imageAccepted } from './image-rules';
import { uploadImage } from './upload-image';
import './image-picker.css';

/** `bucket`: where the images go (the fleet's photos go to `frota`, which any employee may fill). */
type Common = { id?: string; label: string; bucket?: 'imagens' | 'frota'; disabled?: boolean };
type SingleProps = Common & { multiple?: false; value?: string | null; onChange?: (value: string | null) => void };
type MultipleProps = Common & { multiple: true; value?: string[]; onChange?: (value: string[]) => void; max?: number };

/** Picks images (jpg, jpeg, png up to 10 MB), uploads them and keeps their arquivo ids. */
export function ImagePicker(props: SingleProps | MultipleProps) {
  const notify = useNotify();
  const ids = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const full = props.multiple ? ids.length >= (props.max ?? 20) : false;
  // Several files picked at once upload side by side: each adds its id to the latest list, not to the
  // list of the render that started it (which would keep only the last one to finish).
  const latest = useRef<string[]>(ids);
  useEffect(() => {
    latest.current = ids;
  });
  const [pending, setPending] = useState(0);
  const uploading = pending > 0;

  const add = async (file: File) => {
    if (!imageAccepted(file)) {
      notify.error(MSG.imageParams);
      return;
    }
    setPending((n) => n + 1);
    try {
      const stored = await uploadImage(file, props.bucket);
      if (props.multiple) {
        if (latest.current.length >= (props.max ?? 20)) return;
        latest.current = [...latest.current, stored.id];
        props.onChange?.(latest.current);
      } else props.onChange?.(stored.id);
    } catch (error) {
      notify.fail(error, MSG.imageParams);
    } finally {
      setPending((n) => n - 1);
    }
  };

  const remove = (id: string) => {
    if (props.multiple) props.onChange?.((props.value ?? []).filter((x) => x !== id));
    else props.onChange?.(null);
  };

  return (
    <div className="image-picker" id={props.id}>
      {ids.length > 0 && (
        <div className="image-picker__images">
          {ids.map((id, index) => (
            <figure key={id} className="image-picker__image">
              <FileImage id={id} width={props.multiple ? 96 : 160} height={96} alt={`${props.label} ${index + 1}`} />
              <Button
                size="small"
                danger
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Remover ${props.label} ${index + 1}`}
                disabled={props.disabled}
                onClick={() => remove(id)}
              />
            </figure>
          ))}
        </div>
      )}
      {!props.disabled && (props.multiple ? !full : ids.length === 0) && (
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          multiple={!!props.multiple}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {props.multiple ? 'Adicionar imagem' : 'Selecionar imagem'}
          </Button>
        </Upload>
      )}
      {!props.multiple && ids.length > 0 && (
        <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={(file) => (void add(file), false)}>
          <Button size="small" type="link" loading={uploading}>
            Trocar imagem
          </Button>
        </Upload>
      )}
      <div className="image-picker__hint">JPG, JPEG ou PNG, até 10 MB.</div>
    </div>
  );
}
