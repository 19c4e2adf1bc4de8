import { useRef } from 'react';
import { Button, Space } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';
import {
  type SignatureFor,
  type SignatureLook,
  renderSignatureDocument,
  renderSignatureHtml,
  renderSignatureText,
} from '@intranet/shared/email-signatures/email-signatures.render';
import { useNotify } from '../../../lib/notify';
import { copySignature, downloadSignature, signatureFileName } from '../signature-clipboard';
import { SignaturePreview } from './signature-preview';

type Props = { pessoa: SignatureFor; modelo: SignatureLook | null };

/**
 * A signature previewed as mail programs will show it, with "Copiar assinatura" (rich HTML and its
 * plain text) and "Baixar .htm"; the HTML is made by the same function the server's tests check.
 */
export function SignatureCard({ pessoa, modelo }: Props) {
  const notify = useNotify();
  const preview = useRef<HTMLDivElement>(null);

  const copy = async () => {
    const html = renderSignatureHtml(pessoa, modelo);
    const copied = await copySignature(html, renderSignatureText(pessoa, modelo), preview.current);
    if (copied) notify.success(TEXT.copied);
    else notify.error(TEXT.copyFailed, 6);
  };
  const download = () => downloadSignature(renderSignatureDocument(pessoa, modelo), signatureFileName(pessoa.nome));

  return (
    <div className="signature-card">
      <SignaturePreview pessoa={pessoa} modelo={modelo} nodeRef={preview} />
      <Space wrap>
        <Button type="primary" icon={<CopyOutlined />} onClick={copy}>
          {TEXT.copy}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {TEXT.download}
        </Button>
      </Space>
    </div>
  );
}
