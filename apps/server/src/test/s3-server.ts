import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config';

type S3rverOptions = {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (options: S3rverOptions) => S3rverInstance;

/** The credentials the server checks signatures with (its fixed pair). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's `s3` configuration for this bucket. */
  config: NonNullable<Config['s3']>;
  /** The environment of a server process that stores its files in this bucket. */
  env: Record<
    'FILE_STORAGE' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY',
    string
  >;
  /** Stops the server and deletes what it stored. */
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server on a free local port, keeping its objects in a new temporary folder,
 * with one empty bucket. Every server instance given `env` shares that bucket, as they would share
 * one in production.
 */
export async function startS3Server({
  bucket = 'intranet-test',
  address = '127.0.0.1',
}: {
  bucket?: string;
  address?: string;
} = {}): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'intranet-s3-'));
  const server = new S3rver({ address, port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://${address}:${port}`;
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    config: { bucket, endpoint, region, accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
