import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { MSG } from '../validation/messages';

export const storedFile = z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() });
export type StoredFile = z.infer<typeof storedFile>;

/** Images uploaded by the staff screens (multipart, one file per call; the bytes go in the call's form). */
export const FILES_API = {
  uploadImage: endpoint({
    method: 'POST',
    path: '/v1/files/:bucket',
    access: 'files.uploadImage',
    params: z.object({ bucket: z.literal('imagens', { error: MSG.invalidData }) }),
    response: storedFile,
  }),
} as const;
