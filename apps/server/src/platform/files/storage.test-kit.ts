import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from './storage';

export type StorageUnderTest = {
  /** A storage on the backend under test; each call is another instance sharing the same files. */
  open(): Storage;
  /** Whether the backend keeps the content type given to put (the local folder does not). */
  keepsContentType: boolean;
  stop(): Promise<void>;
};

const bytesOf = async (body: Readable) => Buffer.concat((await body.toArray()) as Buffer[]);
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The behaviour every storage shares, run against each implementation. */
export function describeStorage(name: string, start: () => Promise<StorageUnderTest>) {
  describe(`${name} storage`, () => {
    let backend: StorageUnderTest;
    let storage: Storage;
    const key = (bucket = 'imagens') => `${bucket}/${randomUUID()}`;

    beforeAll(async () => {
      backend = await start();
      storage = backend.open();
    });
    afterAll(async () => backend?.stop());

    it('gives back the bytes it was given', async () => {
      const k = key();
      const body = randomBytes(4096);
      await storage.put(k, body, 'image/png');
      expect((await storage.get(k))?.equals(body)).toBe(true);
    });

    it('answers null for a key never stored, to get and to read', async () => {
      const k = key();
      expect(await storage.get(k)).toBeNull();
      expect(await storage.read(k)).toBeNull();
      expect(await storage.read(k, { start: 0, end: 9 })).toBeNull();
    });

    it('streams the whole file with its length', async () => {
      const k = key('importacoes');
      const body = Buffer.from('nome;telefone\nAna;31999999999\nBruno;31988888888\n');
      await storage.put(k, body, 'text/csv');
      const read = await storage.read(k);
      expect(read?.length).toBe(body.length);
      expect((await bytesOf(read!.body)).equals(body)).toBe(true);
    });

    it('streams a range of bytes, both ends included, stopping at the last byte', async () => {
      const k = key();
      const body = randomBytes(1000);
      await storage.put(k, body, 'image/png');
      const middle = await storage.read(k, { start: 100, end: 199 });
      expect(middle?.length).toBe(100);
      expect((await bytesOf(middle!.body)).equals(body.subarray(100, 200))).toBe(true);
      // One byte (not byte 0 alone: the test S3 server reads `bytes=0-0` as the whole file).
      const one = await storage.read(k, { start: 500, end: 500 });
      expect(one?.length).toBe(1);
      expect((await bytesOf(one!.body)).equals(body.subarray(500, 501))).toBe(true);
      const tail = await storage.read(k, { start: 990, end: 5000 });
      expect(tail?.length).toBe(10);
      expect((await bytesOf(tail!.body)).equals(body.subarray(990))).toBe(true);
      const past = await storage.read(k, { start: 1000, end: 1999 });
      expect(past?.length).toBe(0);
      expect((await bytesOf(past!.body)).length).toBe(0);
    });

    it('deletes a file, and deleting a missing one is no error', async () => {
      const k = key();
      await storage.put(k, Buffer.from('apagar'), 'text/csv');
      await storage.delete(k);
      expect(await storage.get(k)).toBeNull();
      expect(await storage.read(k)).toBeNull();
      await expect(storage.delete(k)).resolves.toBeUndefined();
    });

    it('keeps one file apart from another', async () => {
      const [a, b] = [key(), key()];
      await storage.put(a, Buffer.from('primeiro'), 'text/csv');
      await storage.put(b, Buffer.from('segundo'), 'text/csv');
      await storage.delete(a);
      expect(await storage.get(a)).toBeNull();
      expect((await storage.get(b))?.toString()).toBe('segundo');
    });

    it('lets another instance on the same files read what one stored', async () => {
      const k = key();
      const body = randomBytes(2048);
      await storage.put(k, body, 'image/jpeg');
      const other = backend.open();
      expect((await other.get(k))?.equals(body)).toBe(true);
      await other.delete(k);
      expect(await storage.get(k)).toBeNull();
    });

    it('stores and reads a 25 MB file whole, streamed and by range', async () => {
      const k = key();
      const body = randomBytes(25 * 1024 * 1024);
      await storage.put(k, body, 'application/octet-stream');
      expect(digest((await storage.get(k))!)).toBe(digest(body));
      const whole = await storage.read(k);
      expect(whole?.length).toBe(body.length);
      expect(digest(await bytesOf(whole!.body))).toBe(digest(body));
      const start = 12 * 1024 * 1024 + 7;
      const range = await storage.read(k, { start, end: start + 3 * 1024 * 1024 });
      expect(range?.length).toBe(3 * 1024 * 1024 + 1);
      expect(digest(await bytesOf(range!.body))).toBe(digest(body.subarray(start, start + 3 * 1024 * 1024 + 1)));
    });

    it('keeps the content type it was given, where the backend keeps one', async () => {
      if (!backend.keepsContentType) {
        const k = key();
        await storage.put(k, Buffer.from('x'), 'image/png');
        expect((await storage.read(k))?.contentType).toBeNull();
        return;
      }
      for (const [k, type] of [
        [key(), 'image/png'],
        [key('importacoes'), 'text/csv'],
      ] as const) {
        await storage.put(k, Buffer.from('conteúdo'), type);
        const read = await storage.read(k);
        expect(read?.contentType).toBe(type);
        read?.body.destroy();
        const range = await storage.read(k, { start: 0, end: 2 });
        expect(range?.contentType).toBe(type);
        range?.body.destroy();
      }
    });
  });
}
