import { apiPaths } from '@cairn/types';
import type { Comment, CommentCreate, CommentUpdate, Reaction } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the comment calls of a work item, with the comments' reactions. */
export function createCommentService(client: ApiClient) {
  return {
    /** GET comments/; `createdAfter` (ISO time) asks only for newer ones (created_at__gt). */
    list: (slug: string, projectId: string, itemId: string, createdAfter?: string) =>
      client.get<Comment[]>(apiPaths.comments(slug, projectId, itemId), { searchParams: { created_at__gt: createdAfter } }),
    /** POST comments/ (may carry a client id); answers the comment. */
    create: (slug: string, projectId: string, itemId: string, body: CommentCreate) =>
      client.post<Comment>(apiPaths.comments(slug, projectId, itemId), body),
    /** PATCH comments/{id}/; answers the comment. */
    update: (slug: string, projectId: string, itemId: string, commentId: string, body: CommentUpdate) =>
      client.patch<Comment>(apiPaths.comment(slug, projectId, itemId, commentId), body),
    /** DELETE comments/{id}/. */
    delete: (slug: string, projectId: string, itemId: string, commentId: string) =>
      client.delete<void>(apiPaths.comment(slug, projectId, itemId, commentId)),
    /** POST comments/{id}/reactions/ `{reaction}`; answers the reaction. */
    addReaction: (slug: string, projectId: string, commentId: string, reaction: string) =>
      client.post<Reaction>(apiPaths.commentReactions(slug, projectId, commentId), { reaction }),
    /** DELETE comments/{id}/reactions/{reaction}/ (the caller's own). */
    removeReaction: (slug: string, projectId: string, commentId: string, reaction: string) =>
      client.delete<void>(apiPaths.commentReaction(slug, projectId, commentId, reaction)),
  };
}

/** The comment calls. */
export type CommentService = ReturnType<typeof createCommentService>;
