// A real OpenID Connect provider for tests (issue 19): oidc-provider on a loopback port, run as a child process so
// jest never has to load it. Started by src/test/oidc/oidc-test-provider.ts (jest) and usable by the e2e as is:
//
//   OIDC_REDIRECT_URIS=http://localhost:3000/auth/sso/test/callback/ node apps/api/src/test/oidc/oidc-test-provider.mjs
//
// Environment: OIDC_PORT (default 0 = any free port), OIDC_CLIENT_ID (default cairn-test), OIDC_CLIENT_SECRET (default
// cairn-test-secret), OIDC_REDIRECT_URIS (comma-separated, required). When it listens it prints one JSON line to stdout:
// {"issuer":"http://127.0.0.1:<port>"}.
//
// Signing in: the authorization request leads to /interaction/<uid>, a small form (email, "email verified"). A test may
// skip the form with /interaction/<uid>?email=a@b.c&email_verified=true[&sub=...]: login and consent finish at once.
// Test hook: GET /__test/tamper-next-nonce makes the next authorization request carry another nonce, so the ID token's
// nonce differs from the one the client sent (the client must refuse it).
import { createServer } from 'node:http';
import { generateKeyPair, exportJWK } from 'jose';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 0);
const clientId = process.env.OIDC_CLIENT_ID ?? 'cairn-test';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'cairn-test-secret';
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
if (redirectUris.length === 0) {
  process.stderr.write('OIDC_REDIRECT_URIS is required\n');
  process.exit(2);
}

/** sub → the identity signed in at the form. */
const accounts = new Map();
let tamperNextNonce = false;

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function start() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: account.email_verified, name: account.name }) };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><pre>${escapeHtml(JSON.stringify(out))}</pre>`;
    },
  });
  // Plain http on loopback: the proxy setting only matters behind one.
  provider.proxy = false;

  provider.use(async (ctx, next) => {
    if (ctx.path === '/__test/tamper-next-nonce') {
      tamperNextNonce = true;
      ctx.body = 'ok';
      return;
    }
    if (ctx.path === '/auth' && tamperNextNonce && ctx.query.nonce) {
      tamperNextNonce = false;
      ctx.query = { ...ctx.query, nonce: `${ctx.query.nonce}-tampered` };
    }
    if (ctx.path.startsWith('/interaction/')) {
      await interaction(ctx);
      return;
    }
    await next();
  });

  async function interaction(ctx) {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const email = typeof ctx.query.email === 'string' ? ctx.query.email.trim().toLowerCase() : '';
    if (details.prompt.name === 'login') {
      if (!email) {
        ctx.type = 'html';
        ctx.body = `<!doctype html><html><head><title>Test provider sign-in</title></head><body>
<form method="get" action="/interaction/${escapeHtml(details.uid)}">
<label>Email <input name="email" type="email" required></label>
<label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label>
<button type="submit">Sign in</button></form></body></html>`;
        return;
      }
      const sub = typeof ctx.query.sub === 'string' && ctx.query.sub ? ctx.query.sub : `sub-${email}`;
      accounts.set(sub, { email, email_verified: ctx.query.email_verified === 'true', name: email.split('@')[0] });
      await finish(ctx, { login: { accountId: sub } });
      return;
    }
    // consent: grant what the client asked for.
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await finish(ctx, { consent: { grantId } });
  }

  async function finish(ctx, result) {
    const to = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: true });
    ctx.status = 303;
    ctx.redirect(to);
  }

  server.on('request', provider.callback());
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
