import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { API_RATE_LIMIT } from '@cairn/types';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Every environment variable the server reads, with what it means (the README lists these). */
export const CONFIG_VARIABLES: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'PORT', description: 'HTTP port (default 3000).' },
  { name: 'HOST', description: 'Interface to listen on (default 0.0.0.0).' },
  { name: 'CAIRN_DATA_DIR', description: 'Folder for local data: the embedded database lives in <dir>/pglite (default ./data, relative to the working directory).' },
  { name: 'DATABASE_URL', description: 'PostgreSQL connection string; when set the server uses PostgreSQL instead of the embedded PGlite database.' },
  { name: 'DB_QUEUE_TIMEOUT_MS', description: 'Embedded database only: a request that has waited this long for the database is answered 503 with Retry-After (default 5000).' },
  {
    name: 'CAIRN_SECRET_KEY',
    description:
      'Key that encrypts secrets saved in the god-mode console (SMTP password, single sign-on client secrets, Unsplash key): 32 bytes as 64 hex digits or base64 (`openssl rand -base64 32`). When unset a key is created once in <CAIRN_DATA_DIR>/secret.key (mode 0600). With DATABASE_URL and several processes set it to the same value everywhere (the server warns when it is unset).',
  },
  { name: 'PUBLIC_URL', description: 'Address users reach the server at, used in mailed links (default http://localhost:PORT).' },
  { name: 'SMTP_HOST', description: 'SMTP server; when unset mails are written to the server log as lines starting with [mail].' },
  { name: 'SMTP_PORT', description: 'SMTP port (default 587, or 465 when SMTP_SECURE is true).' },
  { name: 'SMTP_USER', description: 'SMTP user name (optional).' },
  { name: 'SMTP_PASSWORD', description: 'SMTP password (optional).' },
  { name: 'SMTP_FROM', description: 'Sender address of mails (default "Cairn <no-reply@localhost>").' },
  { name: 'SMTP_SECURE', description: 'true to use TLS from the start (port 465); otherwise STARTTLS when offered (default false).' },
  { name: 'JOBS_WORKER', description: 'Run background jobs (mail) in this process (default true); several processes may drain one PostgreSQL.' },
  { name: 'JOBS_LEASE_MS', description: 'How long a started job is reserved for its process; a job of a process that died runs again after this (default 300000).' },
  { name: 'SESSION_IDLE_DAYS', description: 'A session ends after this many days without use (default 7).' },
  { name: 'SESSION_MAX_DAYS', description: 'A session ends this many days after sign-in whatever happens (default 30).' },
  {
    name: 'TRUST_PROXY',
    description:
      'Set when the server is reached only through a reverse proxy or load balancer (default false). true is the same as 1: exactly one proxy in front, so the client IP is the right-most X-Forwarded-For address (the one that proxy added) and X-Forwarded-Proto decides https. A number n trusts n proxies in a chain; a list of addresses/CIDRs (e.g. 10.0.0.0/8) trusts the proxies at those addresses.',
  },
  {
    name: 'CAIRN_OUTBOUND_ALLOWLIST',
    description:
      'Addresses outbound requests (webhooks) may reach although they are loopback, private, link-local or otherwise internal: comma-separated IPs or CIDRs (e.g. 10.1.2.3,192.168.0.0/16). Default empty: such addresses are refused.',
  },
  { name: 'API_RATE_LIMIT_PER_MINUTE', description: 'Requests one API token (X-Api-Key, the public API v1) may make per minute, shared by every process (default 60).' },
  { name: 'CAIRN_SERVE_APPS', description: 'Serve the built web, admin (/god-mode/) and spaces (/spaces/) apps from the same process (default true).' },
  { name: 'LOG_LEVEL', description: 'fatal, error, warn, info, debug, trace or silent (default info).' },
  { name: 'S3_BUCKET', description: 'Bucket for uploaded files; when set files go to S3-compatible storage instead of <CAIRN_DATA_DIR>/assets.' },
  { name: 'S3_REGION', description: 'Region of the bucket (default us-east-1).' },
  { name: 'S3_ENDPOINT', description: 'Endpoint of an S3-compatible service such as MinIO (default: AWS S3 of S3_REGION).' },
  { name: 'S3_ACCESS_KEY_ID', description: 'Access key id (optional: without it the AWS default credential chain is used).' },
  { name: 'S3_SECRET_ACCESS_KEY', description: 'Secret access key (set together with S3_ACCESS_KEY_ID).' },
  { name: 'S3_FORCE_PATH_STYLE', description: 'true to address the bucket as <endpoint>/<bucket>/ (MinIO) instead of <bucket>.<endpoint>/ (default false).' },
  { name: 'ASSET_URL_EXPIRY_SECONDS', description: 'How long an S3 upload form and a file download link stay valid (default 900).' },
];

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  CAIRN_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DB_QUEUE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(5000)),
  PUBLIC_URL: optionalText,
  CAIRN_SECRET_KEY: optionalText,
  SMTP_HOST: optionalText,
  JOBS_WORKER: bool(true),
  JOBS_LEASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(3_600_000).default(300_000)),
  SMTP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: optionalText,
  SMTP_SECURE: bool(false),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  TRUST_PROXY: optionalText,
  CAIRN_SERVE_APPS: bool(true),
  CAIRN_OUTBOUND_ALLOWLIST: optionalText,
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(API_RATE_LIMIT.limit)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SCRYPT_N: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).optional()),
  NODE_ENV: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.string().trim().url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool(false),
  ASSET_URL_EXPIRY_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(60).max(7 * 24 * 3600).default(900)),
});

/** SMTP settings; present only when SMTP_HOST is set. */
export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  /** Refuse to send unless the server upgrades with STARTTLS (the console's 'starttls'); unset = STARTTLS when offered. */
  requireTls?: boolean;
  user?: string;
  password?: string;
  from: string;
}

/** S3-compatible storage settings; present only when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Both or neither; without them the AWS default credential chain applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Where uploaded files live and how long signed links last. */
export interface AssetsConfig {
  /** Local folder for uploads when S3 is not configured: <dataDir>/assets. */
  dir: string;
  s3?: S3Config;
  /** Lifetime of S3 upload forms and download links, in seconds. */
  urlExpirySeconds: number;
}

/** The server's parsed configuration. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PGlite: how long a request may wait for the single connection before it is answered 503. */
  dbQueueTimeoutMs: number;
  publicUrl: string;
  /** CAIRN_SECRET_KEY as written (parsed by config/secret-box.ts loadSecretKey); unset = the key file in dataDir. */
  secretKey?: string;
  smtp?: SmtpConfig;
  /** Background jobs: whether this process runs them, and how long a started job stays reserved for it. */
  jobs: { worker: boolean; leaseMs: number };
  sessionIdleDays: number;
  sessionMaxDays: number;
  /** false: trust no proxy; a number: that many proxies in front (TRUST_PROXY=true is 1); a string: proxy addresses/CIDRs. */
  trustProxy: false | number | string;
  serveApps: boolean;
  /** CAIRN_OUTBOUND_ALLOWLIST: IPs/CIDRs outbound requests (webhooks) may reach although internal (default none). */
  outboundAllowList: string[];
  /** API_RATE_LIMIT_PER_MINUTE: requests per minute of one API token (default API_RATE_LIMIT.limit, 60). */
  apiRateLimitPerMinute: number;
  /** Folder holding apps/<name>/dist; tests point it at a temp folder. */
  appsDir: string;
  logLevel: string;
  /** scrypt cost; 2^17 in production, lowered only by SCRYPT_N in tests. */
  scryptN: number;
  /** Uploaded files (assets v2). */
  assets: AssetsConfig;
}

/** The production scrypt cost parameter (SECURITY.md: N=2^17, r=8, p=1). */
export const DEFAULT_SCRYPT_N = 2 ** 17;

// 'true' means one proxy, not "trust every X-Forwarded-For entry": the left-most entries are whatever the client sent,
// so trusting them all let anyone choose the IP the per-IP sign-in limit counts.
function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** CAIRN_OUTBOUND_ALLOWLIST: comma-separated IPs or CIDRs; throws on an entry that is neither. */
function parseAllowList(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  for (const entry of entries) {
    const [ip, bits, extra] = entry.split('/');
    const family = isIP(ip);
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= max))) {
      throw new Error(`Invalid configuration:\nCAIRN_OUTBOUND_ALLOWLIST: "${entry}" is not an IP address or CIDR`);
    }
  }
  return entries;
}

/** Finds the repo's apps folder by walking up from the working directory (works from the root or from apps/api). */
function findAppsDir(cwd: string): string {
  let dir = cwd;
  for (;;) {
    if (existsSync(path.join(dir, 'apps', 'api', 'package.json'))) return path.join(dir, 'apps');
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(cwd, 'apps');
    dir = parent;
  }
}

/** Parses the environment into a Config; throws with a readable message on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd(), appsDir?: string): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A lowered scrypt cost would weaken stored passwords, so only the test runner may ask for it.
  const scryptN = e.SCRYPT_N !== undefined && e.NODE_ENV === 'test' ? e.SCRYPT_N : DEFAULT_SCRYPT_N;
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error('Invalid configuration:\nS3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const dataDir = path.resolve(cwd, e.CAIRN_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbQueueTimeoutMs: e.DB_QUEUE_TIMEOUT_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    secretKey: e.CAIRN_SECRET_KEY,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587),
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.SMTP_FROM ?? 'Cairn <no-reply@localhost>',
        }
      : undefined,
    jobs: { worker: e.JOBS_WORKER, leaseMs: e.JOBS_LEASE_MS },
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    serveApps: e.CAIRN_SERVE_APPS,
    outboundAllowList: parseAllowList(e.CAIRN_OUTBOUND_ALLOWLIST),
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    appsDir: appsDir ?? findAppsDir(cwd),
    logLevel: e.LOG_LEVEL,
    scryptN,
    assets: {
      dir: path.join(dataDir, 'assets'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
      urlExpirySeconds: e.ASSET_URL_EXPIRY_SECONDS,
    },
  };
}
