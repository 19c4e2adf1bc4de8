import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { loadFileStorage } from './platform/files/storage-config';

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
 * PUBLIC_URL    the address people reach the product at (http://localhost:PORT): tracking links, their QR
 *               codes and redirects, the links of e-mails; never read from a request's Host header
 * S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
 *               store files in an S3-compatible bucket instead of DATA_DIR/files
 * FILE_STORAGE  s3 (the default when S3_BUCKET is set) or local (DATA_DIR/files: one instance only);
 *               with DATABASE_URL and no bucket the server refuses to start unless it is `local`
 * WEB_DIST      folder of the built web app to serve (apps/web/dist)
 * LOG_LEVEL     pino level (info)
 * TRUST_PROXY   the proxies in front, whose X-Forwarded-For is believed: a hop count (1: one balancer, the
 *               client is the last address it appended) or a comma list of proxy addresses/CIDRs;
 *               anything else, or unset, trusts none (the client is the connection's address)
 * RATE_LIMIT_SCALE  multiplies the per-address limits of public calls (1); scripted browser runs raise it
 * ERP_SYNC_*    the customer sync with the providers' ERPs, read by modules/customers/customers.sync.ts
 * DISPATCH_ENABLED  0 stops the communication-scale dispatcher (on by default, off under NODE_ENV=test)
 * DISPATCH_LEASE_SECONDS   how long a shift's planning or a delivery being sent is held before another
 *               instance may take it over (300)
 * DISPATCH_RESUME_SECONDS  how often pending deliveries of today are resumed (60)
 * SMTP_FROM     sender of e-mail (Intranet <nao-responda@intranet.local>)
 * WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_API_URL (https://graph.facebook.com/v21.0)
 *               send WhatsApp template messages through the WhatsApp Cloud API
 * SMS_API_URL, SMS_API_TOKEN  send SMS through this HTTP provider (POST JSON {to, message})
 * CEP_SERVICE_URL  public CEP service of the address lookup, `{cep}` standing for the 8 digits
 *               (https://viacep.com.br/ws/{cep}/json/); `off` answers from the cities table only
 * EMAIL_RATE_PER_SECOND (10), WHATSAPP_RATE_PER_SECOND (20), SMS_RATE_PER_SECOND (10)
 *               most messages sent per second to each provider
 */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  smtpUrl: string | null;
  seedDemo: boolean;
  /** How much of the bulk demo data a seed writes (DEMO_SCALE, 0.01 to 1): 1 is the whole demo. */
  demoScale: number;
  /** Where people reach the product (scheme, host and port, no trailing slash): links are built from it. */
  publicUrl: string;
  /** The public CEP service (ViaCEP's answer shape), or null: the cities table answers alone. */
  cepServiceUrl: string | null;
  s3: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string } | null;
  webDist: string | null;
  logLevel: string;
  /** The proxies whose X-Forwarded-For is believed: none, a hop count, or their addresses/CIDRs. */
  trustProxy: TrustProxy;
  rateLimitScale: number;
  /** Test runs relax rate limits that would otherwise trip on a scripted suite. */
  testing: boolean;
  dispatch: DispatchConfig;
};

/** The communication-scale dispatcher: its schedule and the providers of each channel. */
export type DispatchConfig = {
  enabled: boolean;
  leaseSeconds: number;
  resumeSeconds: number;
  smtpFrom: string;
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string } | null;
  sms: { url: string; token: string | null } | null;
  ratePerSecond: { email: number; whatsapp: number; sms: number };
};

export type TrustProxy = false | number | string[];

/** A proxy address or CIDR (IPv4 or IPv6), as Fastify's trustProxy takes them. */
function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as a hop count or a list of proxy addresses; anything else trusts no proxy, so that a
 * client cannot choose its own address with X-Forwarded-For (`true` would believe every hop).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : false;
  const entries = text.split(',').map((entry) => entry.trim());
  return text && entries.every(isAddressOrCidr) ? entries : false;
}

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

export function loadDispatchConfig(env: NodeJS.ProcessEnv = process.env): DispatchConfig {
  return {
    enabled: env.DISPATCH_ENABLED ? env.DISPATCH_ENABLED === '1' : env.NODE_ENV !== 'test',
    leaseSeconds: positive(env.DISPATCH_LEASE_SECONDS, 300),
    resumeSeconds: positive(env.DISPATCH_RESUME_SECONDS, 60),
    smtpFrom: env.SMTP_FROM || 'Intranet <nao-responda@intranet.local>',
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
          }
        : null,
    sms: env.SMS_API_URL ? { url: env.SMS_API_URL, token: env.SMS_API_TOKEN || null } : null,
    ratePerSecond: {
      email: positive(env.EMAIL_RATE_PER_SECOND, 10),
      whatsapp: positive(env.WHATSAPP_RATE_PER_SECOND, 20),
      sms: positive(env.SMS_RATE_PER_SECOND, 10),
    },
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** PUBLIC_URL as an origin with an optional base path and no trailing slash; http://localhost:PORT when unset. */
export function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `PUBLIC_URL must be an absolute http(s) address, e.g. https://intranet.example.com.br (got "${value}")`,
    );
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    throw new Error(
      `PUBLIC_URL must be a plain http(s) address without credentials, query or fragment (got "${value}")`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function parseDemoScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 0.01 || scale > 1) {
    throw new Error(`DEMO_SCALE must be a number from 0.01 to 1 (got "${value}")`);
  }
  return scale;
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
    demoScale: parseDemoScale(env.DEMO_SCALE),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    cepServiceUrl: env.CEP_SERVICE_URL === 'off' ? null : env.CEP_SERVICE_URL || 'https://viacep.com.br/ws/{cep}/json/',
    s3: loadFileStorage(env),
    webDist: env.WEB_DIST ?? null,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE) || 1),
    testing: env.NODE_ENV === 'test',
    dispatch: loadDispatchConfig(env),
  };
}
