import { readSheet } from 'read-excel-file/node';
import type { Cell } from './cells';
import { SpreadsheetError } from './spreadsheet-error';

/** The rows of the first sheet of an Excel workbook (.xlsx); dates come as dates, numbers as numbers. */
export async function readXlsx(bytes: Uint8Array): Promise<Cell[][]> {
  try {
    return (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { trim: true })) as unknown as Cell[][];
  } catch {
    throw new SpreadsheetError('unreadable');
  }
}
