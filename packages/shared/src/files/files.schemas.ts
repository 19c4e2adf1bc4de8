import { z } from 'zod';
import { MSG } from '../validation/messages';
import { BUCKET_NAMES, type Bucket } from './files.rules';

/** `POST v1/files/{bucket}`: one file per call, multipart (field `file`). */
export const uploadParams = z.object({
  bucket: z.enum(BUCKET_NAMES as [Bucket, ...Bucket[]], { error: MSG.invalidData }),
});

/** `GET v1/files/{id}`: the bytes, with the stored content type. */
export const fileParams = z.object({ id: z.uuid({ error: MSG.notFound }) });

export const storedFile = z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() });
export type StoredFile = z.infer<typeof storedFile>;
