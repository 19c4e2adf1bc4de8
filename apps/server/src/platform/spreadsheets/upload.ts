import type { FastifyRequest } from 'fastify';
import { MAX_SPREADSHEET_BYTES } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { invalid } from '../http/errors';
import { SpreadsheetError } from './spreadsheet-error';

/** Limits of the multipart plugin on a route that receives one spreadsheet and a few fields. */
export const SPREADSHEET_MULTIPART_LIMITS = {
  fileSize: MAX_SPREADSHEET_BYTES,
  files: 1,
  fields: 10,
  parts: 11,
  fieldSize: 1024,
};
/** Room for the multipart boundaries, part headers and fields around the largest file (the route's bodyLimit). */
export const SPREADSHEET_BODY_LIMIT = MAX_SPREADSHEET_BYTES + 64 * 1024;

export type SpreadsheetUpload = { fields: Record<string, string>; file: { name: string; bytes: Buffer } | null };

/**
 * The text fields and the one file of a multipart request, in whichever order they come (the
 * multipart plugin must be registered with SPREADSHEET_MULTIPART_LIMITS). A file over the limit
 * is refused with 413 and the size text; a request that is not multipart has neither.
 */
export async function readSpreadsheetUpload(request: FastifyRequest, fileField: string): Promise<SpreadsheetUpload> {
  const fields: Record<string, string> = Object.create(null);
  let file: SpreadsheetUpload['file'] = null;
  if (!request.isMultipart()) return { fields, file };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField && !file) {
        const bytes = await part.toBuffer();
        // toBuffer() misses the limit when the excess arrives after a chunk that ends exactly on it.
        if (part.file.truncated) throw new SpreadsheetError('tooLarge').toAppError(fileField);
        file = { name: part.filename, bytes };
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new SpreadsheetError('tooLarge').toAppError(fileField);
    // More files, fields or parts than a spreadsheet upload has: not a request of the screens.
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw invalid(MSG.invalidData);
    throw err;
  }
  return { fields, file };
}
