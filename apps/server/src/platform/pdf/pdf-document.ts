import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * The fonts of every PDF the server writes: DejaVu Sans (free licence, LICENSE-DejaVu.txt), whose
 * glyphs cover Portuguese and the other Latin letters, embedded as subsets. Beside this file in the
 * source, in `dist/fonts` once built (tsup copies them).
 */
const FONT_DIRS = [new URL('./fonts/', import.meta.url)];
let fonts: { regular: Buffer; bold: Buffer } | null = null;

function loadFonts() {
  if (fonts) return fonts;
  for (const dir of FONT_DIRS) {
    try {
      fonts = {
        regular: readFileSync(new URL('DejaVuSans.ttf', dir)),
        bold: readFileSync(new URL('DejaVuSans-Bold.ttf', dir)),
      };
      return fonts;
    } catch {
      // Try the next place.
    }
  }
  throw new Error('PDF fonts not found');
}

export const REGULAR = 'regular';
export const BOLD = 'bold';

/** An A4 document with the fonts registered as `regular` and `bold`, margins of 50 points. */
export function pdfDocument(info: { title: string; author?: string }): PDFKit.PDFDocument {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: info.title, Author: info.author ?? 'Intranet', Creator: 'Intranet' },
    lang: 'pt-BR',
    displayTitle: true,
  });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.font(REGULAR);
  return doc;
}

/** Ends the document and gives its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
