import { INSTANCE_SECRET_KEYS, INSTANCE_SETTING_DEFAULTS, SMTP_SECURITY_MODES, type InstanceSettingKey, type SmtpSecurityMode, type SsoProvider } from '@cairn/types';
import type { Config } from '../../config/config';
import { decryptSecret, encryptSecret, loadSecretKey } from '../../config/secret-box';
import type { Database, Db, DbOrTx } from '../../data/db';
import { INSTANCE_SETTINGS_CHANNEL, listInstanceSettingRows, notifyInstanceSettingsChanged, upsertInstanceSetting, type InstanceSettingRow } from '../../data/repositories/instance.repository';

// The instance's effective settings: DB row > environment variable (today's SMTP_*) > default. Read through a per-
// process cache that every process drops when any process saves (NOTIFY on 'instance_settings', delivered at commit),
// with a short time-to-live as the safety net for a notification lost while a LISTEN connection was down.

/** An SSO provider as the server uses it (the console's row minus has_client_secret, plus the decrypted secret). */
export type SsoProviderConfig = Omit<SsoProvider, 'has_client_secret'> & { client_secret?: string };

/** Every setting with its effective value (secrets decrypted: server-side only, never send this object to a client). */
export interface EffectiveInstanceSettings {
  instance_name: string;
  telemetry_enabled: boolean;
  is_signup_enabled: boolean;
  is_email_password_enabled: boolean;
  is_magic_code_enabled: boolean;
  is_workspace_creation_enabled: boolean;
  is_smtp_enabled: boolean;
  smtp_host: string;
  smtp_port: number;
  smtp_user: string;
  smtp_password: string;
  smtp_from: string;
  smtp_security: SmtpSecurityMode;
  unsplash_access_key: string;
  sso_providers: SsoProviderConfig[];
}

/** The longest a process serves settings another process has changed when that process's NOTIFY was lost (ms). */
export const INSTANCE_SETTINGS_TTL_MS = 2000;

const SETTING_KEYS = Object.keys(INSTANCE_SETTING_DEFAULTS) as InstanceSettingKey[];
const SECRET_KEYS: readonly string[] = INSTANCE_SECRET_KEYS;

interface Registration {
  config: Pick<Config, 'smtp' | 'secretKey' | 'dataDir' | 'databaseUrl'>;
  /** Loaded on first use, so servers that never touch a secret never create a key file. */
  key: () => Buffer;
  ttlMs: number;
  cached?: { value: EffectiveInstanceSettings; at: number; generation: number };
  generation: number;
  listeners: number;
  /** Tests: behave as another process (only NOTIFY and the TTL drop this cache). */
  isolated: boolean;
}

const registry = new WeakMap<object, Registration>();
/** The process's registration for reads through a transaction (a tx does not know its database object). */
let processDefault: Registration | undefined;
/** Bumped by every local save: drops every cache of this process at once. */
let processGeneration = 0;
const warnedUndecryptable = new Set<string>();

/** Options of startInstanceSettings. */
export interface InstanceSettingsOptions {
  config: Pick<Config, 'smtp' | 'secretKey' | 'dataDir' | 'databaseUrl'>;
  /** The key sealing secrets (tests pass one); default: loadSecretKey(config) on first use. */
  secretKey?: Buffer;
  /** Database.listen: other processes' saves drop this cache at once; without it only the TTL applies. */
  listen?: Database['listen'];
  ttlMs?: number;
  /** Tests standing in for a second process: ignore this process's local invalidations (only NOTIFY and the TTL count). */
  isolated?: boolean;
}

/** Registers a database with its environment and secret key and LISTENs for changes; returns the stop function. */
export async function startInstanceSettings(db: Db, options: InstanceSettingsOptions): Promise<() => Promise<void>> {
  let key = options.secretKey;
  const reg: Registration = registry.get(db) ?? {
    config: options.config,
    key: () => (key ??= loadSecretKey(options.config).key),
    ttlMs: options.ttlMs ?? INSTANCE_SETTINGS_TTL_MS,
    generation: 0,
    listeners: 0,
    isolated: options.isolated ?? false,
  };
  if (options.secretKey) reg.key = () => options.secretKey as Buffer;
  reg.config = options.config;
  if (options.ttlMs !== undefined) reg.ttlMs = options.ttlMs;
  registry.set(db, reg);
  processDefault = reg;
  const stop = options.listen ? await options.listen(INSTANCE_SETTINGS_CHANNEL, () => void (reg.generation += 1)) : undefined;
  reg.listeners += 1;
  return async () => {
    reg.listeners -= 1;
    await stop?.();
  };
}

/** Drops every cached copy in this process (after a save commits; after tests empty the tables). */
export function invalidateInstanceSettings(): void {
  processGeneration += 1;
}

function registrationFor(h: DbOrTx, config?: InstanceSettingsOptions['config']): Registration {
  let reg = registry.get(h) ?? processDefault;
  if (!reg && config) {
    // Code running without a server (a job worker in a test): this database, TTL only, no LISTEN.
    let key: Buffer | undefined;
    reg = { config, key: () => (key ??= loadSecretKey(config).key), ttlMs: INSTANCE_SETTINGS_TTL_MS, generation: 0, listeners: 0, isolated: false };
    registry.set(h, reg);
  }
  if (!reg) throw new Error('Instance settings are not started (buildServer calls startInstanceSettings)');
  return reg;
}

/**
 * The effective settings: every key of INSTANCE_SETTING_DEFAULTS (DB row, else environment, else default). `config`
 * is needed only where no server registered the database (e.g. a job worker alone).
 */
export async function getInstanceSettings(h: DbOrTx, config?: InstanceSettingsOptions['config']): Promise<EffectiveInstanceSettings> {
  const reg = registrationFor(h, config);
  // Only reads through the registered database object are cached; a transaction reads the rows it sees.
  const cacheable = registry.get(h) === reg;
  const generation = reg.generation + (reg.isolated ? 0 : processGeneration);
  const c = reg.cached;
  if (cacheable && c && c.generation === generation && Date.now() - c.at < reg.ttlMs) return c.value;
  const value = effectiveSettings(await listInstanceSettingRows(h), reg);
  if (cacheable) reg.cached = { value, at: Date.now(), generation };
  return value;
}

function envValues(config: Registration['config']): Partial<Record<InstanceSettingKey, unknown>> {
  const smtp = config.smtp;
  if (!smtp) return {};
  return {
    smtp_host: smtp.host,
    smtp_port: smtp.port,
    smtp_user: smtp.user ?? '',
    smtp_password: smtp.password ?? '',
    smtp_from: smtp.from,
    smtp_security: smtp.secure ? 'tls' : 'none',
  };
}

function effectiveSettings(rows: InstanceSettingRow[], reg: Registration): EffectiveInstanceSettings {
  const stored = new Map(rows.map((r) => [r.key, r]));
  const env = envValues(reg.config);
  const out: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const fallback = env[key] ?? INSTANCE_SETTING_DEFAULTS[key];
    const row = stored.get(key);
    let value: unknown = row ? row.value : fallback;
    if (row?.is_encrypted) value = openSecret(key, row.value, reg, fallback);
    out[key] = sanitize(key, value, fallback);
  }
  return out as unknown as EffectiveInstanceSettings;
}

function openSecret(key: string, stored: unknown, reg: Registration, fallback: unknown): unknown {
  try {
    return JSON.parse(decryptSecret(String(stored), reg.key()));
  } catch {
    // Sealed with another key (CAIRN_SECRET_KEY changed, or another process's key file): read as unset, say so once.
    if (!warnedUndecryptable.has(key)) {
      warnedUndecryptable.add(key);
      process.emitWarning(`Instance setting ${key} cannot be decrypted with this process's secret key (CAIRN_SECRET_KEY); it reads as unset until saved again.`);
    }
    return fallback;
  }
}

// A row of the wrong type (hand-edited, older format) falls back instead of breaking every request.
function sanitize(key: InstanceSettingKey, value: unknown, fallback: unknown): unknown {
  if (key === 'sso_providers') return Array.isArray(value) ? value : [];
  if (key === 'smtp_security') return (SMTP_SECURITY_MODES as readonly unknown[]).includes(value) ? value : fallback;
  if (typeof value !== typeof INSTANCE_SETTING_DEFAULTS[key]) return fallback;
  return value;
}

/**
 * Saves settings inside the caller's transaction: one upserted row per key (INSTANCE_SECRET_KEYS sealed with the
 * secret key), and a NOTIFY so every process drops its cache at commit. Unknown keys throw (a programming error).
 */
export async function saveInstanceSettings(tx: DbOrTx, patch: Partial<Record<InstanceSettingKey, unknown>>, userId: string | null, now: Date = new Date()): Promise<void> {
  const reg = registrationFor(tx);
  const keys = Object.keys(patch).filter((k) => patch[k as InstanceSettingKey] !== undefined) as InstanceSettingKey[];
  if (!keys.length) return;
  for (const key of keys) {
    if (!SETTING_KEYS.includes(key)) throw new Error(`Unknown instance setting: ${key}`);
    const secret = SECRET_KEYS.includes(key);
    const value = secret ? encryptSecret(JSON.stringify(patch[key]), reg.key()) : patch[key];
    await upsertInstanceSetting(tx, { key, value, is_encrypted: secret, updated_by: userId, updated_at: now });
  }
  await notifyInstanceSettingsChanged(tx, keys);
  invalidateInstanceSettings();
}

/** Whether mail can go out over SMTP with these settings (mail on and a host set). */
export function isSmtpConfigured(s: Pick<EffectiveInstanceSettings, 'is_smtp_enabled' | 'smtp_host'>): boolean {
  return s.is_smtp_enabled && s.smtp_host.trim() !== '';
}
