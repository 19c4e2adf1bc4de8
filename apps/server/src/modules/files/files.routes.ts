import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUCKETS, BUCKET_NAMES, type Bucket } from '@intranet/shared/files/files.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { AppError, invalid } from '../../platform/http/errors';
import * as service from './files.service';

const LARGEST = Math.max(...Object.values(BUCKETS).map((b) => b.maxBytes));
/** Room for the multipart boundaries and part headers around the largest file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const storedFile = z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() });

/** Uploads (multipart, one file per call) and downloads of stored files. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LARGEST, files: 1, fields: 10, parts: 11 } });

  app.post(
    '/v1/files/:bucket',
    {
      bodyLimit: LARGEST + MULTIPART_OVERHEAD,
      config: { access: { level: 'user' } },
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        params: z.object({ bucket: z.enum(BUCKET_NAMES as [Bucket, ...Bucket[]], { error: MSG.invalidData }) }),
        response: { 200: storedFile },
      },
    },
    async (request) => {
      const { bucket } = request.params;
      const rules = BUCKETS[bucket];
      if (!request.isMultipart()) throw invalid(MSG.requiredFile);
      const part = await request.file({ limits: { fileSize: rules.maxBytes } });
      if (!part) throw invalid(MSG.requiredFile);
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', rules.message);
        throw err;
      }
      return service.uploadFile(request.actor, { db: app.db, storage: app.storage }, { bucket, filename: part.filename, body });
    },
  );

  app.get(
    '/v1/files/:id',
    {
      config: { access: { level: 'user' } },
      schema: {
        tags: ['files'],
        params: z.object({ id: z.uuid({ error: MSG.notFound }) }),
        response: { 200: z.unknown().describe('Os bytes do arquivo, com o tipo de conteúdo guardado') },
      },
    },
    async (request, reply) => {
      const { file, body } = await service.readFile(request.actor, { db: app.db, storage: app.storage }, { id: request.params.id });
      const disposition = file.mime.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .type(file.mime)
        .header('content-length', body.length)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.nome)}`)
        .header('cache-control', 'private, max-age=3600')
        .send(body);
    },
  );
};
