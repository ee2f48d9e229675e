import {
  INTEGRATION_TEXT, ROLE, WEBHOOK_DELIVERY_PAGE_SIZE, WEBHOOK_EVENTS, WEBHOOK_MAX_PER_WORKSPACE,
  type Webhook, type WebhookCreate, type WebhookDelivery, type WebhookDeliveryPage, type WebhookUpdate, type WebhookWithSecret,
  API_TEXT,
} from '@cairn/types';
import type { Config } from '../../config/config';
import type { Db } from '../../data/db';
import {
  countWebhooks, deleteWebhook, findDelivery, findWebhook, insertDeliveries, insertWebhook, listDeliveries, listWebhooks, lockWebhook, updateWebhook,
  type WebhookRow,
} from '../../data/repositories/webhooks.repository';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { OutboundError, resolveOutboundTarget } from '../../http/outbound/outbound-client';
import { enqueueJob } from '../../jobs/job-queue';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { instanceKey, newWebhookSecret, sealWebhookSecret, type KeyHolder } from './webhook-secret';
import { requireWebhookAdmin } from './webhooks.policy';
import { presentDelivery, presentWebhook } from './webhooks.presenter';

// Workspace webhooks (issue 18 point 3; spec workspace-pages-account §2, §3, §7): admins only. Webhook changes record
// no event (webhooks are not an event entity): the settings screen reloads its list after a change.

/** What the handlers need from the app: the clock, the instance key and the outbound allow-list. */
export type WebhookDeps = KeyHolder & { config: Pick<Config, 'secretKey' | 'dataDir' | 'databaseUrl' | 'outboundAllowList'>; now(): Date };

const webhookNotFound = () => notFound(INTEGRATION_TEXT.webhookNotFound);

/** Resolves the URL's host now and refuses internal addresses (unless allowed) and unresolvable hosts with a 400. */
export async function checkWebhookUrl(url: string, allowList: readonly string[]): Promise<void> {
  try {
    await resolveOutboundTarget(url, allowList);
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    if (err.kind === 'refused') throw badRequest(INTEGRATION_TEXT.webhookUrlRefused, { url: [INTEGRATION_TEXT.webhookUrlRefused] }, 'WEBHOOK_URL_REFUSED');
    if (err.kind === 'unresolved') throw badRequest(INTEGRATION_TEXT.webhookUrlUnresolved, { url: [INTEGRATION_TEXT.webhookUrlUnresolved] }, 'WEBHOOK_URL_UNRESOLVED');
    throw badRequest(INTEGRATION_TEXT.webhookUrlInvalid, { url: [INTEGRATION_TEXT.webhookUrlInvalid] });
  }
}

function requireSomeEvent(flags: Partial<Record<(typeof WEBHOOK_EVENTS)[number], boolean>>): void {
  if (!WEBHOOK_EVENTS.some((e) => flags[e] === true)) throw badRequest(INTEGRATION_TEXT.webhookEventsRequired, { events: [INTEGRATION_TEXT.webhookEventsRequired] });
}

/** GET webhooks/: the workspace's webhooks, newest first (never a secret). */
export async function listWorkspaceWebhooks(db: Db, slug: string, userId: string): Promise<Webhook[]> {
  const access = await requireWebhookAdmin(db, slug, userId);
  return (await listWebhooks(db, access.workspace.id)).map(presentWebhook);
}

/** GET webhooks/{id}/. */
export async function getWorkspaceWebhook(db: Db, slug: string, userId: string, id: string): Promise<Webhook> {
  const access = await requireWebhookAdmin(db, slug, userId);
  const row = await findWebhook(db, access.workspace.id, id);
  if (!row) throw webhookNotFound();
  return presentWebhook(row);
}

/** POST webhooks/: a new webhook with a fresh secret, answered this once. */
export async function createWorkspaceWebhook(db: Db, deps: WebhookDeps, slug: string, userId: string, body: WebhookCreate): Promise<WebhookWithSecret> {
  await requireWebhookAdmin(db, slug, userId);
  requireSomeEvent(body);
  await checkWebhookUrl(body.url, deps.config.outboundAllowList);
  const secret = newWebhookSecret();
  const sealed = sealWebhookSecret(secret, instanceKey(deps));
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    // Locked: two creates at once cannot both pass the limit.
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE, { lock: true });
    if (access.role !== ROLE.ADMIN) throw forbidden(INTEGRATION_TEXT.webhooksAdminsOnly);
    if ((await countWebhooks(tx, access.workspace.id)) >= WEBHOOK_MAX_PER_WORKSPACE) throw badRequest(INTEGRATION_TEXT.webhookLimit, undefined, 'WEBHOOK_LIMIT');
    return insertWebhook(tx, {
      workspace_id: access.workspace.id,
      url: body.url,
      secret_sealed: sealed,
      is_active: body.is_active ?? true,
      project: body.project ?? false,
      issue: body.issue ?? false,
      cycle: body.cycle ?? false,
      module: body.module ?? false,
      issue_comment: body.issue_comment ?? false,
      created_by: userId,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    });
  });
  return { ...presentWebhook(row), secret_key: secret };
}

/** PATCH webhooks/{id}/: url (checked again), events (at least one left), is_active (on again clears disabled_reason). */
export async function patchWorkspaceWebhook(db: Db, deps: WebhookDeps, slug: string, userId: string, id: string, body: WebhookUpdate): Promise<Webhook> {
  const access = await requireWebhookAdmin(db, slug, userId);
  const current = await findWebhook(db, access.workspace.id, id);
  if (!current) throw webhookNotFound();
  const flags = Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e, body[e] ?? current[e]]));
  requireSomeEvent(flags);
  if (body.url !== undefined && body.url !== current.url) await checkWebhookUrl(body.url, deps.config.outboundAllowList);
  const patch: Partial<WebhookRow> = { ...flags, updated_by: userId, updated_at: deps.now() };
  if (body.url !== undefined) patch.url = body.url;
  if (body.is_active !== undefined) patch.is_active = body.is_active;
  if (body.is_active === true) patch.disabled_reason = null;
  const row = await db.transaction(async (tx) => {
    await requireWebhookAdmin(tx, slug, userId);
    return updateWebhook(tx, access.workspace.id, id, patch);
  });
  if (!row) throw webhookNotFound();
  return presentWebhook(row);
}

/** DELETE webhooks/{id}/: the webhook and its log; pending deliveries stop. */
export async function removeWorkspaceWebhook(db: Db, slug: string, userId: string, id: string): Promise<void> {
  const access = await requireWebhookAdmin(db, slug, userId);
  if (!(await deleteWebhook(db, access.workspace.id, id))) throw webhookNotFound();
}

/** POST webhooks/{id}/regenerate/: a new secret, answered this once; the old one signs nothing from now on. */
export async function regenerateWebhookSecret(db: Db, deps: WebhookDeps, slug: string, userId: string, id: string): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const sealed = sealWebhookSecret(secret, instanceKey(deps));
  const row = await db.transaction(async (tx) => {
    const access = await requireWebhookAdmin(tx, slug, userId);
    if (!(await lockWebhook(tx, access.workspace.id, id))) throw webhookNotFound();
    return updateWebhook(tx, access.workspace.id, id, { secret_sealed: sealed, updated_by: userId, updated_at: deps.now() });
  });
  if (!row) throw webhookNotFound();
  return { ...presentWebhook(row), secret_key: secret };
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/;

function readCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const match = CURSOR.exec(cursor);
  const createdAt = match ? new Date(match[1]) : undefined;
  if (!match || !createdAt || Number.isNaN(createdAt.getTime())) throw badRequest(API_TEXT.invalidCursor, { cursor: ['Expected the next_cursor of the previous page'] });
  return { createdAt, id: match[2] };
}

/** GET webhooks/{id}/deliveries/: the log, newest first, WEBHOOK_DELIVERY_PAGE_SIZE a page (keyset cursor). */
export async function listWebhookDeliveries(db: Db, slug: string, userId: string, id: string, cursor: string | undefined): Promise<WebhookDeliveryPage> {
  const after = readCursor(cursor);
  const access = await requireWebhookAdmin(db, slug, userId);
  if (!(await findWebhook(db, access.workspace.id, id))) throw webhookNotFound();
  const rows = await listDeliveries(db, access.workspace.id, id, after, WEBHOOK_DELIVERY_PAGE_SIZE + 1);
  const page = rows.slice(0, WEBHOOK_DELIVERY_PAGE_SIZE);
  const last = page[page.length - 1];
  return { results: page.map(presentDelivery), next_cursor: rows.length > page.length && last ? `${last.created_at.toISOString()}_${last.id}` : null };
}

/**
 * POST webhooks/{id}/deliveries/{deliveryId}/redeliver/: a NEW delivery of the same body (redelivery_of the old one),
 * signed with the current secret and a fresh timestamp when the job sends it.
 */
export async function redeliverWebhookDelivery(db: Db, deps: WebhookDeps, slug: string, userId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const now = deps.now();
  return db.transaction(async (tx) => {
    const access = await requireWebhookAdmin(tx, slug, userId);
    if (!(await findWebhook(tx, access.workspace.id, id))) throw webhookNotFound();
    const original = await findDelivery(tx, access.workspace.id, id, deliveryId);
    if (!original) throw notFound(INTEGRATION_TEXT.deliveryNotFound);
    const [row] = await insertDeliveries(tx, [
      { webhook_id: id, workspace_id: access.workspace.id, event_id: null, redelivery_of: original.id, event: original.event, action: original.action, body: original.body, created_at: now },
    ]);
    await enqueueJob(tx, { kind: 'webhook-deliver', payload: { delivery_id: row.id }, dedupeKey: `webhook-delivery:${row.id}` }, now);
    return presentDelivery(row);
  });
}
