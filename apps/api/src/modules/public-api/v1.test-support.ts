import { API_TOKEN_PREFIX, API_V1_PREFIX, ROLE } from '@cairn/types';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { insertApiToken } from '../../data/repositories/api-tokens.repository';
import { upsertMember } from '../../data/repositories/workspace-members.repository';
import { createUser } from '../../data/repositories/users.repository';
import { randomToken, sha256 } from '../../http/tokens';
import { uniqueEmail, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { seedWorkspace, uniqueSlug } from '../workspaces/workspaces.test-support';

// Helpers shared by the public API v1 tests (not a test file itself). Keep the exports stable: other v1 areas import
// them; only add. Every key is inserted straight in api_tokens (sha256 of the key, as POST /api/users/api-tokens/ does).
//
// Mind the per-key rate limit (API_RATE_LIMIT: 60 requests a minute): a test file that makes more calls with one key
// calls resetV1RateLimits(t) in a beforeEach, or mints a fresh key with newApiKey.

/** A v1 caller: a user, their key in one workspace and the headers that send it. */
export interface V1Caller {
  userId: string;
  email: string;
  /** The raw key (what the X-Api-Key header carries). */
  key: string;
  /** The api_tokens row id. */
  tokenId: string;
  headers: { 'x-api-key': string };
}

/** A workspace with its owner's (admin's) key, and optionally a project the owner created (owner = project admin). */
export interface V1Context extends V1Caller {
  slug: string;
  workspaceId: string;
  /** The seeded project (states, labels, an estimate…), when asked for with `project: true`. */
  project?: SeededProject;
  /** `${API_V1_PREFIX}/workspaces/${slug}`: prefix of the workspace's v1 URLs (no trailing slash). */
  base: string;
}

/** Options for v1Context. */
export interface V1ContextOptions {
  /** Also seed a project created by the owner (see projects.test-support seedProject). */
  project?: boolean;
  /** The project identifier (default: a unique one). */
  identifier?: string;
  /** The workspace slug (default: a unique one). */
  slug?: string;
  /** The token's expiry (default: never). */
  expiredAt?: Date | null;
}

/** Creates a user straight in the database (no password: the tests use keys, not sessions); returns id and email. */
export async function seedV1User(t: TestApp, prefix = 'v1'): Promise<{ id: string; email: string }> {
  const user = await createUser(t.db, { email: uniqueEmail(prefix), password_hash: null, is_password_autoset: true, is_email_verified: true, now: t.deps.now() });
  return { id: user.id, email: user.email };
}

/** Inserts an API key for a user in a workspace; returns the raw key, its row id and the headers. */
export async function newApiKey(t: TestApp, userId: string, workspaceId: string, options: { expiredAt?: Date | null; label?: string } = {}): Promise<{ key: string; tokenId: string; headers: { 'x-api-key': string } }> {
  const key = `${API_TOKEN_PREFIX}${randomToken()}`;
  const now = t.deps.now();
  const row = await insertApiToken(t.db, {
    user_id: userId,
    workspace_id: workspaceId,
    label: options.label ?? 'test key',
    token_hash: sha256(key),
    token_hint: key.slice(-4),
    expired_at: options.expiredAt ?? null,
    created_at: now,
    updated_at: now,
  });
  return { key, tokenId: row.id, headers: { 'x-api-key': key } };
}

/** A new workspace owned by a new user (workspace admin) with that user's key; `project: true` seeds a project too. */
export async function v1Context(t: TestApp, options: V1ContextOptions = {}): Promise<V1Context> {
  const owner = await seedV1User(t, 'v1-owner');
  const slug = options.slug ?? uniqueSlug('v1');
  const { workspace } = await seedWorkspace(t, owner.id, [[owner.id, ROLE.ADMIN]], slug);
  const key = await newApiKey(t, owner.id, workspace.id, { expiredAt: options.expiredAt });
  const project = options.project ? await seedProject(t, workspace.id, owner.id, options.identifier) : undefined;
  return { userId: owner.id, email: owner.email, ...key, slug, workspaceId: workspace.id, project, base: `${API_V1_PREFIX}/workspaces/${slug}` };
}

/**
 * Adds a new user to the context's workspace with `role` (ROLE.ADMIN / MEMBER / GUEST) and gives them a key there.
 * `projectRole` also makes them a member of the context's project (or of `projectId`) with that role.
 */
export async function addV1Member(t: TestApp, ctx: Pick<V1Context, 'workspaceId' | 'project'>, role: number, options: { projectRole?: number; projectId?: string } = {}): Promise<V1Caller> {
  const user = await seedV1User(t, 'v1-member');
  await upsertMember(t.db, { workspace_id: ctx.workspaceId, member: user.id, role }, t.deps.now());
  const projectId = options.projectId ?? ctx.project?.id;
  if (options.projectRole !== undefined) {
    if (!projectId) throw new Error('addV1Member: projectRole needs a project');
    await addProjectMembers(t, ctx.workspaceId, projectId, [[user.id, options.projectRole]]);
  }
  const key = await newApiKey(t, user.id, ctx.workspaceId);
  return { userId: user.id, email: user.email, ...key };
}

/** Forgets every API key's rate-limit count (tests that send more than API_RATE_LIMIT requests with one key). */
export async function resetV1RateLimits(t: TestApp): Promise<void> {
  await t.query("DELETE FROM rate_limit_buckets WHERE key LIKE 'api-key:%'");
}

/** A v1 request with a caller's key (JSON body when given). */
export async function v1Request(t: TestApp, caller: Pick<V1Caller, 'headers'>, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<InjectResponse> {
  return t.app.inject({ method, url, headers: { ...caller.headers }, ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}) });
}
