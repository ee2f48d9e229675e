import { apiPaths } from '@cairn/types';
import type { Reaction } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the calls for reactions on a work item itself. */
export function createReactionService(client: ApiClient) {
  return {
    /** GET reactions/. */
    list: (slug: string, projectId: string, itemId: string) => client.get<Reaction[]>(apiPaths.reactions(slug, projectId, itemId)),
    /** POST reactions/ `{reaction}`; answers the reaction. */
    add: (slug: string, projectId: string, itemId: string, reaction: string) =>
      client.post<Reaction>(apiPaths.reactions(slug, projectId, itemId), { reaction }),
    /** DELETE reactions/{reaction}/ (the caller's own). */
    remove: (slug: string, projectId: string, itemId: string, reaction: string) =>
      client.delete<void>(apiPaths.reaction(slug, projectId, itemId, reaction)),
  };
}

/** The work-item reaction calls. */
export type ReactionService = ReturnType<typeof createReactionService>;
