import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { BUCKETS, isBucket, type Bucket } from '@intranet/shared/files/files.rules';
import type { ByteRange, Storage } from '../../platform/files/storage';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { assertCanReadBucket, assertCanUploadTo } from './files.policy';

/** The files operations also need the storage. */
export type FilesContext = OpContext & { storage: Storage };
import * as repo from './files.repository';

const TEXT_TYPES: Record<string, string> = { csv: 'text/csv' };

/** The content type of the bytes if the bucket accepts them; never trusts the name or the header. */
async function acceptedType(bucket: Bucket, body: Buffer, filename: string): Promise<string | null> {
  const rules = BUCKETS[bucket];
  const detected = await fileTypeFromBuffer(body);
  if (detected) return (rules.types as readonly string[]).includes(detected.mime) ? detected.mime : null;
  const extension = extname(filename).slice(1).toLowerCase();
  return (rules.text as readonly string[]).includes(extension) ? TEXT_TYPES[extension] : null;
}

function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const name = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return name || 'arquivo';
}

/** Stores one upload; the caller's right to the bucket is checked before its bytes are read. */
export async function uploadFile(
  { db, actor, storage }: FilesContext,
  { bucket, file }: { bucket: Bucket; file: () => Promise<{ filename: string; body: Buffer }> },
) {
  assertCanUploadTo(actor, bucket);
  return storeFile(db, storage, bucket, await file(), actor.userId);
}

/** Stores bytes in a bucket if its rules accept them (size, type judged by content). */
export async function storeFile(
  db: OpContext['db'],
  storage: Storage,
  bucket: Bucket,
  { filename, body }: { filename: string; body: Buffer },
  userId: number,
) {
  const rules = BUCKETS[bucket];
  if (body.length > rules.maxBytes) throw new AppError('too_large', rules.tooLarge);
  if (body.length === 0) throw invalid(rules.message);
  const mime = await acceptedType(bucket, body, filename);
  if (!mime) throw invalid(rules.message);
  const id = randomUUID();
  const chave = `${bucket}/${id}`;
  await storage.put(chave, body, mime);
  return repo.insertFile(db, {
    id,
    bucket,
    nome: cleanName(filename),
    mime,
    tamanho: body.length,
    chave,
    id_usuario: userId > 0 ? userId : null,
  });
}

/** A stored file's record, once the caller's right to its bucket is checked. */
export async function findReadableFile({ db, actor }: OpContext, { id }: { id: string }) {
  const file = await repo.findFile(db, id);
  if (!file || !isBucket(file.bucket)) throw notFound();
  assertCanReadBucket(actor, file.bucket);
  return file;
}

/** The bytes of a file found by findReadableFile, as a stream: whole, or the range asked. */
export async function readFileBytes({ storage }: FilesContext, file: repo.StoredFile, range?: ByteRange) {
  const stream = await storage.read(file.chave, range);
  if (!stream) throw notFound();
  return stream;
}
