import type { Db } from '../../db/client';
import type { Storage } from '../../platform/files/storage';
import { findFile } from './files.repository';
import { storeFile } from './files.service';

/**
 * What other areas may ask of stored files: an image's bytes for a public page that shows it, and
 * storing an image another call received inline (the imagens bucket's rules: size, type by content),
 * storing a public form's file, and a file's record.
 */
export const filesPublic = {
  async image(db: Db, storage: Storage, id: string): Promise<{ mime: string; body: Buffer } | null> {
    const file = await findFile(db, id);
    if (!file || !file.mime.startsWith('image/')) return null;
    const body = await storage.get(file.chave);
    return body ? { mime: file.mime, body } : null;
  },
  storeImage: (db: Db, storage: Storage, file: { filename: string; body: Buffer }, userId: number) =>
    storeFile(db, storage, 'imagens', file, userId),
  /** Storing a file a public form received (the patrocinios bucket's rules: size, type by content). */
  storeSponsorshipFile: (db: Db, storage: Storage, file: { filename: string; body: Buffer }, userId: number) =>
    storeFile(db, storage, 'patrocinios', file, userId),
  /** A stored file's record (name, type, size, bucket), to check what a form refers to. */
  record: (db: Db, id: string) => findFile(db, id),
};
