import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { createLocalStorage, createS3Storage, createStorage } from './storage';
import { describeStorage } from './storage.test-kit';
import { arquivo } from '../../db/schema';
import { prepareDatabase } from '../../startup';
import { openTestDatabase, testConfig } from '../../test/test-app';

describeStorage('local', async () => {
  const root = mkdtempSync(join(tmpdir(), 'intranet-files-'));
  return {
    open: () => createLocalStorage(root),
    keepsContentType: false,
    stop: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describeStorage('S3', async () => {
  const server = await startS3Server();
  return { open: () => createS3Storage(server.config), keepsContentType: true, stop: server.stop };
});

describe('storage', () => {
  it('refuses a local key that leaves its folder', async () => {
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'intranet-files-')));
    await expect(storage.put('../fora.png', Buffer.from('x'), 'image/png')).rejects.toThrow('invalid storage key');
    await expect(storage.get('imagens/../../fora.png')).rejects.toThrow('invalid storage key');
  });

  it('fails, rather than answering "missing", when the bucket does not exist', async () => {
    const server = await startS3Server();
    try {
      const storage = createS3Storage({ ...server.config, bucket: 'outro-bucket' });
      await expect(storage.get('imagens/x')).rejects.toThrow();
      await expect(storage.read('imagens/x')).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });

  it('uses the bucket when the configuration has one, else DATA_DIR/files', async () => {
    const server = await startS3Server();
    try {
      const config = testConfig({ s3: server.config });
      await createStorage(config).put('imagens/a', Buffer.from('no bucket'), 'image/png');
      expect((await createS3Storage(server.config).get('imagens/a'))?.toString()).toBe('no bucket');
      expect(await createLocalStorage(join(config.dataDir, 'files')).get('imagens/a')).toBeNull();
      const local = testConfig();
      await createStorage(local).put('imagens/b', Buffer.from('na pasta'), 'image/png');
      expect((await createLocalStorage(join(local.dataDir, 'files')).get('imagens/b'))?.toString()).toBe('na pasta');
    } finally {
      await server.stop();
    }
  });

  it("puts the demo seed's files in the configured bucket, where every instance finds them", async () => {
    const server = await startS3Server();
    const { database, drop } = await openTestDatabase();
    try {
      const config = testConfig({
        s3: server.config,
        databaseUrl: process.env.TEST_DATABASE_URL ?? null,
        seedDemo: true,
      });
      expect((await prepareDatabase(database, config, createStorage(config))).seeded).toBe(true);
      const files = await database.db
        .select({ chave: arquivo.chave, tamanho: arquivo.tamanho, mime: arquivo.mime })
        .from(arquivo);
      expect(files.map((f) => f.mime)).toEqual(expect.arrayContaining(['image/png', 'text/csv']));
      const anotherInstance = createS3Storage(server.config);
      for (const file of files) expect((await anotherInstance.get(file.chave))?.length).toBe(file.tamanho);
      expect(await createLocalStorage(join(config.dataDir, 'files')).get(files[0].chave)).toBeNull();
    } finally {
      await database.close();
      await drop();
      await server.stop();
    }
  }, 90_000);
});
