import { lazy, Suspense, useState } from 'react';
import { Button, Input, Tooltip } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { parseTags } from '@intranet/shared/supplies/supplies.rules';

const TagScanner = lazy(async () => ({ default: (await import('./tag-scanner')).TagScanner }));
/** A camera to read with (the reader itself, native or ZXing, is chosen when the scanner opens). */
const scans = () => typeof window !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** Tags typed (one per line, or separated by commas or spaces), pasted from a reader, or read by the camera. */
export function TagsInput({
  value,
  onChange,
  single,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  single?: boolean;
  id?: string;
}) {
  const [scanning, setScanning] = useState(false);
  const add = (code: string) => {
    setScanning(false);
    if (single) onChange?.(code);
    else onChange?.(parseTags(`${value ?? ''}\n${code}`).join('\n'));
  };
  const camera = (
    <Tooltip
      title={scans() ? 'Ler com a câmera' : 'Este navegador não abre a câmera nesta página; digite o patrimônio.'}
    >
      <Button
        icon={<CameraOutlined />}
        aria-label="Ler com a câmera"
        disabled={!scans()}
        onClick={() => setScanning(true)}
      />
    </Tooltip>
  );
  return (
    <div className="supplies-tags">
      {single ? (
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder="Patrimônio ou número de série"
        />
      ) : (
        <Input.TextArea
          id={id}
          rows={3}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder="Um patrimônio por linha (digitado, colado do leitor ou lido pela câmera)"
        />
      )}
      {camera}
      {scanning && (
        <Suspense fallback={null}>
          <TagScanner open={scanning} onRead={add} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </div>
  );
}
