import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Whether this browser reads barcodes itself (BarcodeDetector: Chrome on Android, Edge, Safari 17+). */
export const canScan = () =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia;

/**
 * Reads an asset tag or a serial with the phone's camera, through the browser's own BarcodeDetector (Code 128,
 * Code 39, EAN, QR …): no library to download. Opened only from the screens that scan; where the browser has no
 * detector the button says so and the tag is typed.
 */
export function TagScanner({
  open,
  onRead,
  onClose,
}: {
  open: boolean;
  onRead: (code: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    const Barcode = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    const detector = new Barcode({ formats: ['code_128', 'code_39', 'ean_13', 'qr_code', 'data_matrix'] });
    const loop = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue) {
          onRead(found.rawValue);
          return;
        }
      } catch {
        // A frame that is not ready yet: try the next one.
      }
      requestAnimationFrame(() => void loop());
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((s) => {
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().then(loop);
        }
      })
      .catch(() =>
        setError('Não foi possível abrir a câmera. Verifique a permissão do navegador ou digite o patrimônio.'),
      );
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [open, onRead]);
  return (
    <Modal
      open={open}
      title="Ler patrimônio com a câmera"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Fechar</Button>}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" title={error} />
      ) : (
        <video ref={video} className="supplies-scanner" muted playsInline />
      )}
    </Modal>
  );
}
