import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@cairn/types';
import { confirmed } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { LoadStatus, SliceContext } from '../../core/types';

/** Personal API tokens (issue 18): the signed-in user's tokens for the public API v1 (all workspaces). */
export interface ApiTokensSlice {
  /** Token records by id (never the token itself: it is shown once, by the screen that created it). */
  apiTokensById: Record<string, ApiToken>;
  /** The user's token ids, newest first. */
  apiTokenIds: string[];
  apiTokensStatus: LoadStatus;
  /** GET api-tokens/. Never throws; a failure is logged and the status is 'error'. */
  loadApiTokens(): Promise<void>;
  /**
   * POST api-tokens/ (server-first: the token comes from the server). The new token goes on top; the answer, with the
   * token, is returned to the caller only (not kept in the store). Rethrows after the toast.
   */
  createApiToken(body: ApiTokenCreate): Promise<ApiTokenCreated>;
  /** DELETE api-tokens/{id}/ (optimistic: gone at once, back in place on failure; rethrows). */
  removeApiToken(id: string): Promise<void>;
}

type Data = Pick<ApiTokensSlice, 'apiTokensById' | 'apiTokenIds' | 'apiTokensStatus'>;

/** The slice's data when the store starts or is reset (sign-out). */
export function initialApiTokensState(): Data {
  return { apiTokensById: {}, apiTokenIds: [], apiTokensStatus: 'idle' };
}

const tokenKey = (id: string) => `api-token:${id}`;

/** The token's record as the list keeps it: the answer without the token. */
function withoutSecret(created: ApiTokenCreated): ApiToken {
  const { token: _token, ...record } = created;
  return record;
}

/** Creates the API tokens slice. */
export function createApiTokensSlice(ctx: SliceContext): ApiTokensSlice {
  const { store } = ctx;
  const { apiTokens } = ctx.deps.services;
  return {
    ...initialApiTokensState(),
    loadApiTokens: async () => {
      await load(store, {
        action: 'apiTokens/load',
        call: () => apiTokens.list(),
        start: (d) => {
          if (d.apiTokensStatus !== 'ready') d.apiTokensStatus = 'loading';
        },
        done: (d, rows) => {
          d.apiTokensById = Object.fromEntries(rows.map((row) => [row.id, row]));
          d.apiTokenIds = rows.map((row) => row.id);
          d.apiTokensStatus = 'ready';
        },
        failed: (d) => {
          if (d.apiTokensStatus !== 'ready') d.apiTokensStatus = 'error';
        },
        report: (error) => store.getState().logError(error),
      });
    },
    createApiToken: (body) =>
      confirmed(store, {
        action: 'apiTokens/create',
        call: () => apiTokens.create(body),
        done: (d, created) => {
          d.apiTokensById[created.id] = withoutSecret(created);
          d.apiTokenIds = [created.id, ...d.apiTokenIds.filter((id) => id !== created.id)];
        },
      }),
    removeApiToken: (id) =>
      mutate(store, {
        key: tokenKey(id),
        apply: (d) => {
          delete d.apiTokensById[id];
          d.apiTokenIds = d.apiTokenIds.filter((x) => x !== id);
        },
        call: () => apiTokens.remove(id),
      }).then(() => undefined),
  };
}
