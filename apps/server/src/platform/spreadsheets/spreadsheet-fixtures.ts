import * as XLSX from '@e965/xlsx';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A cell of a fixture: text, a number, a boolean, a day ('yyyy-mm-dd' written as an Excel date) or empty. */
export type FixtureCell = string | number | boolean | { day: string } | null;

/** Excel's serial number of a day (days since 1899-12-30). */
function serialOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000 + 25_569;
}

function sheetOf(rows: readonly (readonly FixtureCell[])[]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(
    rows.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? null : cell))),
  );
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell !== null && typeof cell === 'object')
        sheet[XLSX.utils.encode_cell({ r, c })] = { t: 'n', v: serialOf(cell.day), z: 'm/d/yy' };
    }),
  );
  return sheet;
}

/** A workbook of one sheet ('Clientes'), as Excel saves it: .xlsx or .xls (Excel 97–2003). */
export function workbookOf(rows: readonly (readonly FixtureCell[])[], format: 'xlsx' | 'xls'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheetOf(rows), 'Clientes');
  return XLSX.write(book, {
    type: 'buffer',
    bookType: format === 'xls' ? 'biff8' : 'xlsx',
    compression: true,
  }) as Buffer;
}

/** A CSV file: `;` by default, quoted where needed, UTF-8 (optionally with BOM) or Latin-1. */
export function csvOf(
  rows: readonly (readonly FixtureCell[])[],
  {
    delimiter = ';',
    encoding = 'utf-8',
    bom = false,
  }: { delimiter?: string; encoding?: 'utf-8' | 'latin1'; bom?: boolean } = {},
): Buffer {
  const quote = (cell: FixtureCell) => {
    const text = cell === null ? '' : typeof cell === 'object' ? cell.day : String(cell);
    return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const text = rows.map((row) => row.map(quote).join(delimiter)).join('\r\n') + '\r\n';
  const body = Buffer.from(text, encoding === 'latin1' ? 'latin1' : 'utf8');
  return bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}

/** A part of a hand-made zip: its bytes, stored or deflated, and the size its directory declares (its real one unless told). */
export type ZipPart = {
  name: string;
  data: Buffer;
  deflate?: boolean;
  declaredSize?: number /** Data already deflated. */;
  deflated?: boolean;
};

/**
 * A zip archive written by hand (local headers, data, central directory, end record), so that tests
 * can make it lie: `declaredSize` is written in both headers whatever the data inflates to.
 */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const body = part.deflate && !part.deflated ? deflateRawSync(part.data) : part.data;
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.deflate || part.deflated ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.deflate || part.deflated ? 8 : 0, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `bytes` of the same byte deflated without ever holding them: a few hundred kilobytes that inflate to `bytes`. */
export async function deflatedFill(bytes: number, fill = 0x20): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9 });
  const piece = Buffer.alloc(1024 * 1024, fill);
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  for (let written = 0; written < bytes; written += piece.length) {
    if (!deflater.write(piece.subarray(0, Math.min(piece.length, bytes - written))))
      await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return Buffer.concat(out);
}

/** The parts of a minimal workbook of one sheet around the given sheet XML (inline strings, no shared strings). */
export function workbookParts(sheetXml: Buffer, sheet: Partial<ZipPart> = {}): ZipPart[] {
  const text = (name: string, xml: string): ZipPart => ({ name, data: Buffer.from(xml), deflate: true });
  return [
    text(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    text(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    text(
      'xl/workbook.xml',
      '<?xml version="1.0"?><workbook xmlns:r="r"><sheets><sheet name="Leads" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, deflate: true, ...sheet },
  ];
}
