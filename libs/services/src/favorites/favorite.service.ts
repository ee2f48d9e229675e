import { apiPaths } from '@cairn/types';
import type { Favorite, FavoriteCreate, FavoriteUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the favorites calls (issue 14): the caller's favorites of every kind, with folders. */
export function createFavoriteService(client: ApiClient) {
  return {
    /** GET user-favorites/: the top level in order, folders with their `children`. */
    list: (slug: string) => client.get<Favorite[]>(apiPaths.userFavorites(slug)),
    /** GET user-favorites/?all=true: every favorite flat (children carry their parent). */
    listAll: (slug: string) => client.get<Favorite[]>(`${apiPaths.userFavorites(slug)}?all=true`),
    /** POST user-favorites/ (a folder or an entity; may carry a client id); answers the favorite (the existing one for an entity already favorited). */
    create: (slug: string, body: FavoriteCreate) => client.post<Favorite>(apiPaths.userFavorites(slug), body),
    /** PATCH user-favorites/{id}/ (parent, sequence, name). */
    update: (slug: string, favoriteId: string, body: FavoriteUpdate) => client.patch<Favorite>(apiPaths.userFavorite(slug, favoriteId), body),
    /** DELETE user-favorites/{id}/ (a folder's favorites move to the top level). */
    delete: (slug: string, favoriteId: string) => client.delete<void>(apiPaths.userFavorite(slug, favoriteId)),
    /** GET user-favorites/{id}/group/: the favorites inside a folder. */
    group: (slug: string, favoriteId: string) => client.get<Favorite[]>(apiPaths.userFavoriteGroup(slug, favoriteId)),
  };
}

/** The favorites calls. */
export type FavoriteService = ReturnType<typeof createFavoriteService>;
