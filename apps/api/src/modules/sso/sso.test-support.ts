import type { SsoProviderWrite } from '@cairn/types';
import { createAgent, signUp, type Agent, type TestApp } from '../../test/test-app';
import type { TestOidcLogin, TestOidcProvider } from '../../test/oidc/oidc-test-provider';
import { saveInstanceSettings, type EffectiveInstanceSettings } from '../instance/instance-settings.store';

/** A new user made instance admin; answers its agent. */
export async function instanceAdminAgent(t: TestApp): Promise<Agent> {
  const agent = createAgent(t.app);
  const user = await signUp(agent);
  await t.query('update users set is_instance_admin = true where id = $1', [user.id]);
  return agent;
}

/** Saves instance settings directly (as the console would), outside any request. */
export async function setInstanceSettings(t: TestApp, patch: Partial<EffectiveInstanceSettings>): Promise<void> {
  await t.db.transaction((tx) => saveInstanceSettings(tx, patch, null));
}

/** A provider body for the test OIDC provider. */
export function testProviderBody(op: TestOidcProvider, key: string, extra: Partial<SsoProviderWrite> = {}): SsoProviderWrite {
  return { key, kind: 'oidc', name: `Test ${key}`, enabled: true, issuer_url: op.issuer, client_id: op.clientId, client_secret: op.clientSecret, scopes: 'openid email profile', allowed_domains: [], ...extra };
}

/** What one sign-in through a provider produced: the start answer's redirect, and the callback's. */
export interface SsoRun {
  startLocation: string;
  callbackUrl: URL;
  callback: Awaited<ReturnType<Agent['get']>>;
}

/** Starts the flow with the agent, signs in at the test provider as `login`, then delivers the callback with the agent. */
export async function runSso(agent: Agent, op: TestOidcProvider, key: string, login: TestOidcLogin, nextPath?: string): Promise<SsoRun> {
  const start = await agent.get(`/auth/sso/${key}/${nextPath ? `?next_path=${encodeURIComponent(nextPath)}` : ''}`);
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const startLocation = String(start.headers.location);
  const callbackUrl = await op.authorize(startLocation, login);
  const callback = await agent.get(callbackUrl.pathname + callbackUrl.search);
  return { startLocation, callbackUrl, callback };
}
