import { API_TOKEN_MAX_PER_USER, API_TOKEN_PREFIX, INTEGRATION_TEXT, type ApiToken, type ApiTokenCreate, type ApiTokenCreated } from '@cairn/types';
import type { Db } from '../../data/db';
import {
  countUserApiTokens,
  deleteUserApiToken,
  findUserApiToken,
  insertApiToken,
  listUserApiTokens,
} from '../../data/repositories/api-tokens.repository';
import { badRequest, conflict, notFound } from '../../http/errors';
import { randomToken, sha256 } from '../../http/tokens';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { presentApiToken, presentCreatedApiToken } from './api-tokens.presenter';

// Personal API tokens (issue 18; spec workspace-pages-account §2, §7; work-items §7 Tokens). A token belongs to its
// user (another user's id → 404) and reaches one workspace, where it acts with the user's own role — so any active
// member may create one, guests too (it only has guest rights there). Only sha256(token) is stored; the token is
// answered once, by create. Revoking deletes the row: X-Api-Key requests with it are refused from the next one on.
// Personal data: no workspace events (as quick links and favorites).

/** 404 'API token not found'. */
function tokenNotFound() {
  return notFound(INTEGRATION_TEXT.tokenNotFound);
}

/** GET api-tokens/: the caller's tokens, newest first. */
export async function listApiTokens(db: Db, userId: string, now: Date): Promise<ApiToken[]> {
  return (await listUserApiTokens(db, userId)).map((row) => presentApiToken(row, now));
}

/** GET api-tokens/{id}/: one of the caller's tokens. */
export async function getApiToken(db: Db, userId: string, id: string, now: Date): Promise<ApiToken> {
  const row = await findUserApiToken(db, userId, id);
  if (!row) throw tokenNotFound();
  return presentApiToken(row, now);
}

/**
 * POST api-tokens/: a workspace the caller is an active member of (else 404, as every workspace route), an expiry in
 * the future or none, at most API_TOKEN_MAX_PER_USER tokens (409). Answers the token once.
 */
export async function createApiToken(db: Db, userId: string, body: ApiTokenCreate, now: Date): Promise<ApiTokenCreated> {
  const expiredAt = body.expired_at ? new Date(body.expired_at) : null;
  if (expiredAt && expiredAt.getTime() <= now.getTime()) {
    throw badRequest(INTEGRATION_TEXT.tokenExpiryPast, { expired_at: [INTEGRATION_TEXT.tokenExpiryPast] });
  }
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, body.workspace_slug, userId, ANY_ROLE);
    if ((await countUserApiTokens(tx, userId)) >= API_TOKEN_MAX_PER_USER) throw conflict(INTEGRATION_TEXT.tokenLimit);
    const token = `${API_TOKEN_PREFIX}${randomToken(32)}`;
    const row = await insertApiToken(tx, {
      user_id: userId,
      workspace_id: access.workspace.id,
      label: body.label,
      description: body.description ?? '',
      token_hash: sha256(token),
      token_hint: token.slice(-4),
      expired_at: expiredAt,
      created_at: now,
      updated_at: now,
    });
    return presentCreatedApiToken({ ...row, workspace_slug: access.workspace.slug }, token, now);
  });
}

/** DELETE api-tokens/{id}/: revokes the token at once. */
export async function removeApiToken(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteUserApiToken(db, userId, id))) throw tokenNotFound();
}
