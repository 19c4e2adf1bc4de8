import { type Ref, useMemo } from 'react';
import {
  type SignatureFor,
  type SignatureLook,
  renderSignatureHtml,
} from '@intranet/shared/email-signatures/email-signatures.render';
import { sanitizeHtml } from '../../../lib/sanitize-html';

type Props = {
  pessoa: SignatureFor;
  modelo: SignatureLook | null;
  nodeRef?: Ref<HTMLDivElement>;
  /** The editor's preview: a logo just picked is shown from its data before it is saved. */
  editing?: boolean;
};

/** A signature as mail programs show it: the HTML that is copied, on a white page. */
export function SignaturePreview({ pessoa, modelo, nodeRef, editing = false }: Props) {
  const html = useMemo(
    () => sanitizeHtml(renderSignatureHtml(pessoa, modelo, { preview: editing })),
    [pessoa, modelo, editing],
  );
  return (
    <div
      ref={nodeRef}
      className="signature-preview"
      data-testid="signature-preview"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
