import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The test provider's script, found from the working directory (jest runs from the repo root or apps/api). */
function scriptPath(): string {
  const rel = path.join('apps', 'api', 'src', 'test', 'oidc', 'oidc-test-provider.mjs');
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, rel);
    if (existsSync(candidate)) return candidate;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`${rel} not found above ${process.cwd()}`);
    dir = up;
  }
}

/** Who signs in at the test provider's form. */
export interface TestOidcLogin {
  email: string;
  email_verified?: boolean;
  sub?: string;
}

/** A running test OpenID Connect provider (oidc-provider in a child process on 127.0.0.1). */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows the provider's redirects from an authorization URL, signing in as `login` at its form, until the provider
   * sends the browser back to the client: answers that redirect's URL (the callback with code and state).
   */
  authorize(authorizationUrl: string, login: TestOidcLogin): Promise<URL>;
  /** The next authorization request's nonce is replaced (the ID token then carries a nonce the client never sent). */
  tamperNextNonce(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the provider with a client registered for these redirect URIs. */
export async function startTestOidcProvider(options: { redirectUris: string[]; clientId?: string; clientSecret?: string }): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'cairn-test';
  const clientSecret = options.clientSecret ?? 'cairn-test-secret';
  const child: ChildProcess = spawn(process.execPath, [scriptPath()], {
    env: { ...process.env, OIDC_PORT: '0', OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_REDIRECT_URIS: options.redirectUris.join(',') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += String(d)));
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`test OIDC provider did not start: ${stderr}`)), 15_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += String(d);
      const line = out.split('\n').find((l) => l.startsWith('{"issuer"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { issuer: string }).issuer);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`test OIDC provider exited (${code}): ${stderr}`));
    });
  });

  const authorize = async (authorizationUrl: string, login: TestOidcLogin): Promise<URL> => {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 12; hop += 1) {
      if (url.origin !== issuer) return url;
      if (url.pathname.startsWith('/interaction/')) {
        url.searchParams.set('email', login.email);
        url.searchParams.set('email_verified', String(login.email_verified ?? true));
        if (login.sub) url.searchParams.set('sub', login.sub);
      }
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`test OIDC provider answered ${res.status} at ${url.pathname}: ${(await res.text()).slice(0, 500)}`);
      url = new URL(location, url);
    }
    throw new Error('test OIDC provider: too many redirects');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    authorize,
    tamperNextNonce: async () => {
      await fetch(`${issuer}/__test/tamper-next-nonce`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
