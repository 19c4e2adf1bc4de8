import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { assertSharedFileStorage } from './storage-config';

const base = { DATA_DIR: '/tmp/intranet-config-test', JWT_SECRET: 'x'.repeat(32) };
const BUCKET = {
  S3_BUCKET: 'arquivos',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'segredo',
};
const PG = { DATABASE_URL: 'postgres://intranet@db/intranet' };

/** What main() does with the environment before it opens the database. */
const start = (env: NodeJS.ProcessEnv) => {
  const config = loadConfig({ ...base, ...env });
  assertSharedFileStorage(config, { ...base, ...env });
  return config;
};

describe('file storage configuration', () => {
  it('stores files in the bucket when S3_BUCKET is set, else in the local folder', () => {
    expect(start(BUCKET).s3).toEqual({
      bucket: 'arquivos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'segredo',
    });
    expect(start({}).s3).toBeNull();
    expect(start({ ...BUCKET, FILE_STORAGE: 'local' }).s3).toBeNull();
    expect(start({ ...BUCKET, FILE_STORAGE: 'S3', S3_REGION: 'sa-east-1' }).s3).toMatchObject({
      bucket: 'arquivos',
      region: 'sa-east-1',
    });
  });

  it('refuses to start on PostgreSQL without a bucket, saying what to set', () => {
    expect(() => start(PG)).toThrow(
      /DATABASE_URL is set but no S3 bucket is.*Set S3_BUCKET.*or set FILE_STORAGE=local to run a single instance/,
    );
    expect(() => start({ ...PG, FILE_STORAGE: '' })).toThrow(/Set S3_BUCKET/);
  });

  it('starts on PostgreSQL with a bucket, or with local files asked for by name', () => {
    expect(start({ ...PG, ...BUCKET }).s3?.bucket).toBe('arquivos');
    expect(start({ ...PG, FILE_STORAGE: 'local' }).s3).toBeNull();
  });

  it('needs no bucket on the embedded database', () => {
    expect(() => start({})).not.toThrow();
  });

  it('refuses FILE_STORAGE=s3 without a bucket, and an unknown FILE_STORAGE', () => {
    expect(() => start({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE=s3 needs S3_BUCKET');
    expect(() => start({ ...BUCKET, FILE_STORAGE: 'disco' })).toThrow(
      'FILE_STORAGE must be "s3" or "local", not "disco"',
    );
  });
});

describe('server start-up', () => {
  it('exits before opening PostgreSQL when no bucket is configured, saying what to set', async () => {
    const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
    const env = {
      ...process.env,
      ...base,
      DATABASE_URL: 'postgres://intranet@127.0.0.1:1/intranet',
      S3_BUCKET: '',
      FILE_STORAGE: '',
      NODE_ENV: 'production',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('Set S3_BUCKET');
    expect(stderr).toContain('or set FILE_STORAGE=local to run a single instance');
  });
});
