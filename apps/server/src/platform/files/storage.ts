import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../../config';

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range). */
export type ByteRange = { start: number; end: number };

/** A stored file being read: `length` is the number of bytes that `body` will give. */
export type StoredStream = { body: Readable; length: number; contentType: string | null };

/**
 * Where file bytes live: a local folder under DATA_DIR (one instance only), or an S3-compatible
 * bucket that every instance shares. Keys are never rewritten with other bytes: each upload gets a
 * new one. A missing key reads as null; deleting a missing key is no error.
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Streams the file, whole or the range asked; a range past the end stops at the last byte. */
  read(key: string, range?: ByteRange): Promise<StoredStream | null>;
  delete(key: string): Promise<void>;
};

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error('invalid storage key');
    return path;
  };
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so that a reader never sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, body);
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async read(key, range) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        const start = range ? Math.min(range.start, size) : 0;
        const end = range ? Math.min(range.end, size - 1) : size - 1;
        if (end < start) {
          await handle.close();
          return { body: Readable.from([]), length: 0, contentType: null };
        }
        // The stream closes the handle when it ends or is destroyed.
        return { body: handle.createReadStream({ start, end }), length: end - start + 1, contentType: null };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export function createS3Storage(s3: NonNullable<Config['s3']>): Storage {
  // Loaded on demand so that installs without a bucket never pay for the SDK at start-up.
  const client = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: !!s3.endpoint,
      credentials:
        s3.accessKeyId && s3.secretAccessKey
          ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
          : undefined,
    }),
  }));
  const missing = (err: unknown) => {
    const name = (err as { name?: string }).name;
    return name === 'NoSuchKey' || name === 'NotFound';
  };
  return {
    async put(key, body, contentType) {
      const { sdk, client: c } = await client;
      await c.send(
        new sdk.PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      const { sdk, client: c } = await client;
      try {
        const out = await c.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async read(key, range) {
      const { sdk, client: c } = await client;
      try {
        const out = await c.send(
          new sdk.GetObjectCommand({
            Bucket: s3.bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!out.Body) return null;
        return { body: out.Body as Readable, length: out.ContentLength ?? 0, contentType: out.ContentType ?? null };
      } catch (err) {
        if (missing(err)) return null;
        // A range that starts past the last byte: nothing to read, as the local folder answers.
        if ((err as { name?: string }).name === 'InvalidRange')
          return { body: Readable.from([]), length: 0, contentType: null };
        throw err;
      }
    },
    async delete(key) {
      const { sdk, client: c } = await client;
      await c.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}

export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'files'));
}
