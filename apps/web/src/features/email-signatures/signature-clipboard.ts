import { slugify } from '@intranet/shared/format/text';

/**
 * Copies a signature as rich HTML with its plain-text twin, as mail programs paste it: the clipboard's
 * HTML and text types when the browser offers them, else the rendered node selected and copied (older
 * browsers, pages not served over https). Whether it was copied.
 */
export async function copySignature(html: string, text: string, node: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.write && typeof ClipboardItem !== 'undefined') {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): the selection below still copies.
  }
  return node ? copyBySelection(node) : false;
}

/** Selects the node's contents and runs the browser's copy command, then clears the selection. */
function copyBySelection(node: HTMLElement): boolean {
  const selection = window.getSelection();
  if (!selection) return false;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    selection.removeAllRanges();
  }
}

/** The .htm file's name: 'assinatura-carlos-colaborador.htm'. */
export function signatureFileName(nome: string): string {
  return `assinatura-${slugify(nome) || 'email'}.htm`;
}

/** Saves the signature as an .htm file (Outlook keeps its signatures as such files). */
export function downloadSignature(document_: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([document_], { type: 'text/html;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
