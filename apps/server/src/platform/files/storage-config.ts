import type { Config } from '../../config';

const kindOf = (env: NodeJS.ProcessEnv) => env.FILE_STORAGE?.trim().toLowerCase() || (env.S3_BUCKET ? 's3' : 'local');

/** FILE_STORAGE and S3_*: the bucket files go to, or null for the local folder DATA_DIR/files. */
export function loadFileStorage(env: NodeJS.ProcessEnv): Config['s3'] {
  const kind = kindOf(env);
  if (kind === 'local') return null;
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be "s3" or "local", not "${env.FILE_STORAGE}"`);
  if (!env.S3_BUCKET)
    throw new Error(
      'FILE_STORAGE=s3 needs S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as the bucket requires)',
    );
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

/**
 * Instances on one PostgreSQL share their files only through a bucket: DATA_DIR/files is seen by its
 * own instance alone. So there the local folder must be asked for by name; the embedded database,
 * one instance by construction, needs neither.
 */
export function assertSharedFileStorage(
  config: Pick<Config, 'databaseUrl' | 's3'>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (!config.databaseUrl || config.s3 || env.FILE_STORAGE?.trim().toLowerCase() === 'local') return;
  throw new Error(
    'DATABASE_URL is set but no S3 bucket is: each instance would keep its files in its own DATA_DIR, where the others cannot read them. ' +
      'Set S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as the bucket requires) so that every instance shares one bucket, ' +
      'or set FILE_STORAGE=local to run a single instance with its files in DATA_DIR/files.',
  );
}
