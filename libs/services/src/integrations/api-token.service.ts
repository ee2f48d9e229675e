import { apiPaths } from '@cairn/types';
import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the personal API token calls (issue 18; spec: GET/POST /api/users/api-tokens/, GET/DELETE …/{id}/). */
export function createApiTokenService(client: ApiClient) {
  return {
    /** The caller's tokens, newest first (never the tokens themselves). */
    list: () => client.get<ApiToken[]>(apiPaths.apiTokens()),
    /** One of the caller's tokens. */
    get: (id: string) => client.get<ApiToken>(apiPaths.apiToken(id)),
    /** A new token; the answer carries the token itself, this once. */
    create: (body: ApiTokenCreate) => client.post<ApiTokenCreated>(apiPaths.apiTokens(), body),
    /** Revokes a token: requests with it are refused from now on. */
    remove: (id: string) => client.delete<void>(apiPaths.apiToken(id)),
  };
}

/** The API token service's type. */
export type ApiTokenService = ReturnType<typeof createApiTokenService>;
