import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { loadConfig, type Config } from '../config/config';
import type { Database, Db } from '../data/db';
import { openTestDatabase } from '../data/test-database';
import { runDueJobs, type RunJobsResult } from '../jobs/job-runner';
import { createCapturingMailer, type CapturingMailer } from '../mail/mailer';
import { invalidateInstanceSettings } from '../modules/instance/instance-settings.store';
import { buildServer, type AppDeps } from '../server';

/** The key sealing instance secrets in tests (no key file is ever written). */
export const TEST_SECRET_KEY = randomBytes(32);

/** A controllable clock: tests move time to expire codes, tokens and sessions. */
export interface TestClock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
  /** Back to following the real clock. */
  reset(): void;
}

function createClock(): TestClock {
  let fixed: Date | null = null;
  let offset = 0;
  return {
    now: () => (fixed ? new Date(fixed.getTime() + offset) : new Date(Date.now() + offset)),
    set: (at) => {
      fixed = at;
      offset = 0;
    },
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      fixed = null;
      offset = 0;
    },
  };
}

/** A running test app over a fresh database. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  deps: AppDeps;
  mailer: CapturingMailer;
  clock: TestClock;
  /** Runs every due background job (mail …) now, as the worker would; the test app starts no worker. */
  runJobs(): Promise<RunJobsResult>;
  /** Raw SQL for assertions on stored rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Truncates every table, forgets sent mail and resets the clock. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Options for createTestApp. */
export interface TestAppOptions {
  /** Overrides of the parsed config (e.g. appsDir, serveApps). */
  config?: Partial<Config>;
  /** Live stream tuning (EventHubOptions). */
  events?: AppDeps['events'];
  /** Whether the mailer reports SMTP as configured (default false). */
  smtpConfigured?: boolean;
}

/** Builds the app over PGlite in memory, or over a per-file database when DATABASE_URL is set. Share one per test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig({ NODE_ENV: 'test', SCRYPT_N: process.env.SCRYPT_N ?? '1024', CAIRN_SERVE_APPS: 'false', LOG_LEVEL: 'silent' });
  const config: Config = { ...base, ...options.config };
  const testDb = await openTestDatabase(config.appsDir);
  const mailer = createCapturingMailer(options.smtpConfigured ?? false);
  const clock = createClock();
  const deps: AppDeps = { db: testDb.database.db, config, mailer, secretKey: TEST_SECRET_KEY, now: clock.now, listen: testDb.database.listen, events: options.events };
  const app = await buildServer(deps);
  await app.ready();
  return {
    app,
    db: deps.db,
    database: testDb.database,
    deps,
    mailer,
    clock,
    runJobs: () => runDueJobs(deps),
    query: (text, params) => testDb.database.query(text, params),
    async reset() {
      await testDb.truncateAll();
      // Settings rows are gone: no process cache may keep serving them.
      invalidateInstanceSettings();
      mailer.sent.length = 0;
      clock.reset();
    },
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/** An HTTP client over app.inject that keeps cookies and sends the CSRF header on unsafe calls. */
export interface Agent {
  get(url: string, headers?: Record<string, string>): Promise<InjectResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<InjectResponse>;
  put(url: string, body?: unknown, headers?: Record<string, string>): Promise<InjectResponse>;
  patch(url: string, body?: unknown, headers?: Record<string, string>): Promise<InjectResponse>;
  delete(url: string, body?: unknown, headers?: Record<string, string>): Promise<InjectResponse>;
  /** Any request; `csrf: false` leaves the CSRF header out. */
  request(options: { method: string; url: string; body?: unknown; headers?: Record<string, string>; csrf?: boolean; remoteAddress?: string }): Promise<InjectResponse>;
  /** The cookie jar (name → value). */
  cookies: Map<string, string>;
}

/** Creates an agent with an empty cookie jar. */
export function createAgent(app: FastifyInstance): Agent {
  const cookies = new Map<string, string>();
  const absorb = (res: InjectResponse) => {
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const ensureCsrf = async () => {
    if (cookies.has('csrftoken')) return;
    absorb(await app.inject({ method: 'GET', url: '/auth/get-csrf-token/', headers: { cookie: cookieHeader() } }));
  };
  const request: Agent['request'] = async ({ method, url, body, headers = {}, csrf = true, remoteAddress }) => {
    const unsafe = method !== 'GET' && method !== 'HEAD';
    if (unsafe && csrf) await ensureCsrf();
    const all: Record<string, string> = { ...headers };
    if (cookies.size) all.cookie = cookieHeader();
    if (unsafe && csrf) all['x-csrftoken'] = cookies.get('csrftoken') ?? '';
    const opts: InjectOptions = { method: method as InjectOptions['method'], url, headers: all, ...(remoteAddress ? { remoteAddress } : {}) };
    if (body !== undefined) opts.payload = body as InjectOptions['payload'];
    const res = await app.inject(opts);
    absorb(res);
    return res;
  };
  return {
    cookies,
    request,
    get: (url, headers) => request({ method: 'GET', url, headers }),
    post: (url, body, headers) => request({ method: 'POST', url, body, headers }),
    put: (url, body, headers) => request({ method: 'PUT', url, body, headers }),
    patch: (url, body, headers) => request({ method: 'PATCH', url, body, headers }),
    delete: (url, body, headers) => request({ method: 'DELETE', url, body, headers }),
  };
}

/** The password signUp uses unless told otherwise (strong, > 8 characters). */
export const TEST_PASSWORD = 'Str0ng-Passw0rd!';

/** A unique email address for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Signs the agent up (and in) as a new user; returns the user JSON. Throws when sign-up fails. */
export async function signUp(agent: Agent, email: string = uniqueEmail(), password: string = TEST_PASSWORD): Promise<Record<string, unknown> & { id: string; email: string }> {
  const res = await agent.post('/auth/sign-up/', { email, password });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Signs the agent in with email and password; returns the user JSON. Throws when sign-in fails. */
export async function signIn(agent: Agent, email: string, password: string = TEST_PASSWORD): Promise<Record<string, unknown> & { id: string; email: string }> {
  const res = await agent.post('/auth/sign-in/', { email, password });
  if (res.statusCode !== 200) throw new Error(`signIn failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
