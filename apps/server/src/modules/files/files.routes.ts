import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILES_API as API } from '@intranet/shared/files/files.contract';
import { BUCKETS, FILES_MSG, type Bucket } from '@intranet/shared/files/files.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { AppError, invalid } from '../../platform/http/errors';
import { defineRoutes } from '../../platform/http/routes';
import { requestedRange } from '../../platform/files/range';
import { findReadableFile, readFileBytes, uploadFile } from './files.service';

const LARGEST = Math.max(...Object.values(BUCKETS).map((b) => b.maxBytes));
/** Room for the multipart boundaries and part headers around the largest file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Errors of the multipart plugin on a form of more fields, files or parts than an upload has. */
const FORM_LIMITS = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The one file part of a multipart upload, within the bucket's size: a larger file is refused with
 * the bucket's size text, a form of more fields or files than an upload has with the form's text.
 */
async function filePart(request: FastifyRequest, bucket: Bucket): Promise<{ filename: string; body: Buffer }> {
  const rules = BUCKETS[bucket];
  if (!request.isMultipart()) throw invalid(MSG.requiredFile);
  let file: { filename: string; body: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type !== 'file') continue;
      const body = await part.toBuffer();
      // toBuffer() misses the limit when the excess arrives after a chunk that ends exactly on it.
      if (part.file.truncated) throw new AppError('too_large', rules.tooLarge);
      file = { filename: part.filename, body };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', rules.tooLarge);
    if (code && FORM_LIMITS.has(code)) throw invalid(FILES_MSG.formTooLarge);
    throw err;
  }
  if (!file) throw invalid(MSG.requiredFile);
  return file;
}

/** Uploads (multipart, one file per call) and downloads of stored files. */
export const filesRoutes = defineRoutes('files', (r, app) => {
  void app.register(multipart, { limits: { fileSize: LARGEST, files: 1, fields: 10, parts: 11 } });
  const withStorage = <C extends object>(ctx: C) => ({ ...ctx, storage: app.storage });

  r.on(
    API.upload,
    (ctx, { params: { bucket } }, { request }) =>
      uploadFile(withStorage(ctx), { bucket, file: () => filePart(request, bucket) }),
    {
      bodyLimit: LARGEST + MULTIPART_OVERHEAD,
    },
  );
  r.on(API.read, async (ctx, { params }, { request, reply }) => {
    const file = await findReadableFile(ctx, params);
    // Without a validator to compare, a conditional range is answered with the whole file.
    const asked = request.headers['if-range'] ? 'whole' : requestedRange(request.headers.range, file.tamanho);
    reply.header('accept-ranges', 'bytes');
    if (asked === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${file.tamanho}`)
        .send({ error: 'range_not_satisfiable', message: 'O intervalo pedido está fora do arquivo.' });
    }
    const { body, length } = await readFileBytes(withStorage(ctx), file, asked === 'whole' ? undefined : asked);
    if (asked !== 'whole')
      reply.status(206).header('content-range', `bytes ${asked.start}-${asked.start + length - 1}/${file.tamanho}`);
    const disposition = file.mime.startsWith('image/') ? 'inline' : 'attachment';
    return reply
      .type(file.mime)
      .header('content-length', length)
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.nome)}`)
      .header('cache-control', 'private, max-age=3600')
      .send(body);
  });
});
