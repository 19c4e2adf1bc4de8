import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Whether the browser reads barcodes itself (BarcodeDetector: Chrome on Android, Edge, Safari 17+). */
const hasNativeDetector = () => typeof window !== 'undefined' && 'BarcodeDetector' in window;

const CAMERA_FAILED = 'Não foi possível abrir a câmera. Verifique a permissão do navegador ou digite o patrimônio.';

/** Reads with the browser's own detector, frame by frame, until a code is found or `stopped()`. */
async function readNatively(
  video: HTMLVideoElement,
  onRead: (code: string) => void,
  stopped: () => boolean,
): Promise<() => void> {
  const Barcode = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
  const detector = new Barcode({ formats: ['code_128', 'code_39', 'ean_13', 'qr_code', 'data_matrix'] });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  const loop = async () => {
    if (stopped()) return;
    try {
      const [found] = await detector.detect(video);
      if (found?.rawValue) return onRead(found.rawValue);
    } catch {
      // A frame that is not ready yet: try the next one.
    }
    requestAnimationFrame(() => void loop());
  };
  await video.play();
  void loop();
  return () => stream.getTracks().forEach((t) => t.stop());
}

/** Reads with ZXing (Firefox, iOS Safari before 17 …), downloaded only when a scan is opened on such a browser. */
async function readWithLibrary(
  video: HTMLVideoElement,
  onRead: (code: string) => void,
  stopped: () => boolean,
): Promise<() => void> {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  if (stopped()) return () => undefined;
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result) => {
    if (result && !stopped()) {
      controls.stop();
      onRead(result.getText());
    }
  });
  return () => controls.stop();
}

/**
 * Reads an asset tag or a serial with the phone's camera (Code 128, Code 39, EAN, QR …): through the browser's
 * own BarcodeDetector where it has one, otherwise through ZXing, loaded only then. Opened only from the screens
 * that scan; typing the tag always works too.
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
    let stopped = false;
    let stop: (() => void) | null = null;
    const read = hasNativeDetector() ? readNatively : readWithLibrary;
    // The dialog's video element may appear a frame after it opens.
    const start = () => {
      if (stopped) return;
      if (!video.current) return void requestAnimationFrame(start);
      read(video.current, onRead, () => stopped)
        .then((s) => {
          if (stopped) s();
          else stop = s;
        })
        .catch(() => setError(CAMERA_FAILED));
    };
    start();
    return () => {
      stopped = true;
      stop?.();
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
