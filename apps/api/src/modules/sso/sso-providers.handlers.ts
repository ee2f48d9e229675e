import { type SsoProvider, type SsoProviderWrite, API_TEXT } from '@cairn/types';
import { lockSsoProviderList } from '../../data/repositories/sso.repository';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SessionContext } from '../../http/route';
import { getInstanceSettings, saveInstanceSettings, type SsoProviderConfig } from '../instance/instance-settings.store';
import { requireInstanceAdmin } from '../instance/instance.policy';
import { isLoopbackHttp } from './sso-client';
import { SSO_PRESETS } from './sso.presets';
import { presentSsoProvider } from './sso.presenter';
import { assertSignInMethodLeft, storedProviders } from './sso.policy';
import type { SsoKeyParams, SsoProviderUpdateBody } from './sso.schemas';

/** 'Provider not found' for an unknown key (admin API). */
export const PROVIDER_NOT_FOUND_TEXT = 'SSO provider not found';
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const invalid = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** Applies the kind's preset and checks what zod cannot: the issuer's scheme, the domains' shape. */
function normalizeProvider(p: SsoProviderConfig): SsoProviderConfig {
  const preset = SSO_PRESETS[p.kind];
  let issuer = p.kind === 'oidc' ? p.issuer_url : preset.issuer;
  if (p.kind === 'oidc') {
    if (!issuer) throw invalid('issuer_url', 'An OpenID Connect provider needs its issuer URL');
    const url = new URL(issuer);
    if (url.protocol !== 'https:' && !isLoopbackHttp(url)) throw invalid('issuer_url', 'The issuer URL must use https');
    if (url.search || url.hash) throw invalid('issuer_url', 'The issuer URL takes no query or fragment');
    // Kept as given: discovery compares it with the provider's own issuer (some end in '/', some do not).
    issuer = issuer.trim();
  }
  const domains = [...new Set(p.allowed_domains.map((d) => d.trim().toLowerCase().replace(/^@/, '')))];
  const bad = domains.find((d) => !DOMAIN.test(d));
  if (bad !== undefined) throw invalid('allowed_domains', `Not a domain name: ${bad.slice(0, 80)}`);
  return { ...p, issuer_url: issuer, allowed_domains: domains };
}

/** Runs a change of the provider list in one transaction (list locked, last sign-in method kept) and saves it. */
async function changeProviders<T>(ctx: SessionContext<unknown, unknown, unknown>, change: (list: SsoProviderConfig[]) => { next: SsoProviderConfig[]; result: T }): Promise<T> {
  const admin = requireInstanceAdmin(ctx);
  const { db, deps } = ctx;
  return db.transaction(async (tx) => {
    await lockSsoProviderList(tx);
    const settings = await getInstanceSettings(tx);
    const before = storedProviders(settings);
    const { next, result } = change(before);
    assertSignInMethodLeft(settings, before, next);
    await saveInstanceSettings(tx, { sso_providers: next }, admin.id, deps.now());
    return result;
  });
}

/** GET /api/instances/admin/sso-providers/: every provider, secrets left out. */
export async function listSsoProviders(ctx: SessionContext): Promise<SsoProvider[]> {
  requireInstanceAdmin(ctx);
  return storedProviders(await getInstanceSettings(ctx.db)).map(presentSsoProvider);
}

/** POST /api/instances/admin/sso-providers/: adds a provider (key unique; client secret required). */
export async function createSsoProvider(ctx: SessionContext<SsoProviderWrite>): Promise<SsoProvider> {
  requireInstanceAdmin(ctx);
  if (!ctx.body.client_secret) throw invalid('client_secret', 'The client secret is required');
  const provider = normalizeProvider(ctx.body);
  const created = await changeProviders(ctx, (list) => {
    if (list.some((p) => p.key === provider.key)) throw conflict(API_TEXT.anSsoProviderWithThisKey, 'SSO_PROVIDER_EXISTS');
    return { next: [...list, provider], result: provider };
  });
  ctx.reply.code(201);
  return presentSsoProvider(created);
}

/** PATCH /api/instances/admin/sso-providers/{key}/: changes a provider (an absent client_secret keeps the stored one). */
export async function updateSsoProvider(ctx: SessionContext<SsoProviderUpdateBody, undefined, SsoKeyParams>): Promise<SsoProvider> {
  requireInstanceAdmin(ctx);
  const updated = await changeProviders(ctx, (list) => {
    const index = list.findIndex((p) => p.key === ctx.params.key);
    if (index < 0) throw notFound(PROVIDER_NOT_FOUND_TEXT);
    const current = list[index];
    const kindChanged = ctx.body.kind !== undefined && ctx.body.kind !== current.kind;
    const merged = { ...current, ...ctx.body, issuer_url: ctx.body.issuer_url !== undefined || kindChanged ? (ctx.body.issuer_url ?? null) : current.issuer_url };
    const next = normalizeProvider({ ...merged, client_secret: ctx.body.client_secret ?? current.client_secret });
    return { next: list.map((p, i) => (i === index ? next : p)), result: next };
  });
  return presentSsoProvider(updated);
}

/** DELETE /api/instances/admin/sso-providers/{key}/. */
export async function deleteSsoProvider(ctx: SessionContext<undefined, undefined, SsoKeyParams>): Promise<undefined> {
  requireInstanceAdmin(ctx);
  await changeProviders(ctx, (list) => {
    if (!list.some((p) => p.key === ctx.params.key)) throw notFound(PROVIDER_NOT_FOUND_TEXT);
    return { next: list.filter((p) => p.key !== ctx.params.key), result: undefined };
  });
  ctx.reply.code(204);
  return undefined;
}
