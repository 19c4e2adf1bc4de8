import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Every environment variable the server reads, parsed in one place.
 *
 * PORT          HTTP port (3000)
 * HOST          interface to bind (0.0.0.0)
 * DATA_DIR      embedded database and local files (./data)
 * DATABASE_URL  use this PostgreSQL server instead of the embedded database
 * JWT_SECRET    signing secret of identity tokens; generated and kept in DATA_DIR when absent
 * SMTP_URL      send e-mail through this SMTP server instead of storing it in the outbox only
 * SEED_DEMO     1 seeds the demo data even on an existing or external database
 * S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
 *               store files in an S3-compatible bucket instead of DATA_DIR/files
 * WEB_DIST      folder of the built web app to serve (apps/web/dist)
 * LOG_LEVEL     pino level (info)
 * TRUST_PROXY   1 behind a load balancer: the client address is read from X-Forwarded-For
 * RATE_LIMIT_SCALE  multiplies the per-address limits of public calls (1); scripted browser runs raise it
 * ERP_SYNC_*    the customer sync with the providers' ERPs, read by modules/customers/customers.sync.ts
 */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  smtpUrl: string | null;
  seedDemo: boolean;
  s3: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string } | null;
  webDist: string | null;
  logLevel: string;
  trustProxy: boolean;
  rateLimitScale: number;
  /** Test runs relax rate limits that would otherwise trip on a scripted suite. */
  testing: boolean;
};

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // npm runs workspace scripts inside the workspace folder; relative paths are meant from where
  // the command was typed (INIT_CWD), so `npm start` at the root keeps its data in ./data.
  const dataDir = resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || './data');
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be a positive integer');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || null,
    seedDemo: env.SEED_DEMO === '1',
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : null,
    webDist: env.WEB_DIST ?? null,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1',
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE) || 1),
    testing: env.NODE_ENV === 'test',
  };
}
