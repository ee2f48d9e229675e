import { WORK_ITEM_TEXT } from '@cairn/types';
import type { Comment, CommentCreate, CommentUpdate, Reaction } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, refuse } from '../../core/confirmed';
import { mutate, type MutateOptions } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { fetchOrThrow, refetch } from '../work-items/work-item-fetch';

/** Comments of work items, with their reactions. */
export interface CommentsSlice {
  commentsById: Record<string, Comment>;
  /** item id → comment ids, oldest first. */
  commentIdsByItem: Record<string, string[]>;
  /** GET comments/; `newerOnly` asks only for comments after the newest one loaded and adds them. Rethrows. */
  loadComments(slug: string, projectId: string, itemId: string, options?: { newerOnly?: boolean }): Promise<Comment[]>;
  /** Optimistic POST comments/ with a client id (actor = the current user); rethrows after rollback and an activity refetch. */
  createComment(slug: string, projectId: string, itemId: string, data: Omit<CommentCreate, 'id'>): Promise<Comment>;
  /** Optimistic PATCH (edited_at = now); rethrows after rollback and an activity refetch. */
  updateComment(slug: string, projectId: string, itemId: string, commentId: string, data: CommentUpdate): Promise<Comment>;
  /** Optimistic DELETE; rethrows after rollback and an activity refetch. */
  deleteComment(slug: string, projectId: string, itemId: string, commentId: string): Promise<void>;
  /** Optimistic reaction by the current user ('user id not available' without one); rethrows after rollback and an activity refetch. */
  addCommentReaction(slug: string, projectId: string, itemId: string, commentId: string, reaction: string): Promise<Reaction>;
  /** Optimistic removal of the current user's reaction; rethrows after rollback and an activity refetch. */
  removeCommentReaction(slug: string, projectId: string, itemId: string, commentId: string, reaction: string): Promise<void>;
}

/** The comments slice's data when the store starts or is reset. */
export function initialCommentsState(): Pick<CommentsSlice, 'commentsById' | 'commentIdsByItem'> {
  return { commentsById: {}, commentIdsByItem: {} };
}

function commentKey(commentId: string): string {
  return `comment:${commentId}`;
}

/** Creates the comments slice. */
export function createCommentsSlice({ store, deps }: SliceContext): CommentsSlice {
  const { comments } = deps.services;
  // Spec §4: a failed comment change refetches the item's history, which shows comments too.
  const commentMutation = async <T>(slug: string, projectId: string, itemId: string, options: MutateOptions<WebState, T>): Promise<T> => {
    if (!itemId) return refuse(store, WORK_ITEM_TEXT.issueNotFound);
    try {
      return await mutate(store, options);
    } catch (error) {
      await refetch(store.getState().loadWorkItemActivity(slug, projectId, itemId));
      throw error;
    }
  };
  const commitComment = (commentId: string) => (d: Draft<WebState>, comment: Comment | undefined) => {
    if (comment && d.commentsById[commentId]) d.commentsById[commentId] = comment;
  };
  const stamp = () => deps.now().toISOString();
  return {
    ...initialCommentsState(),
    loadComments: (slug, projectId, itemId, options = {}) => {
      const state = store.getState();
      const loaded = (state.commentIdsByItem[itemId] ?? []).map((id) => state.commentsById[id]?.created_at).filter((t): t is string => !!t);
      const after = options.newerOnly && loaded.length ? loaded.reduce((a, b) => (a > b ? a : b)) : undefined;
      return fetchOrThrow(store, {
        action: 'comments/loadComments',
        call: () => comments.list(slug, projectId, itemId, after),
        done: (d, list) => {
          if (!after) for (const id of d.commentIdsByItem[itemId] ?? []) delete d.commentsById[id];
          const ids = after ? (d.commentIdsByItem[itemId] ?? []) : [];
          for (const comment of list) {
            d.commentsById[comment.id] = comment;
            if (!ids.includes(comment.id)) ids.push(comment.id);
          }
          d.commentIdsByItem[itemId] = ids;
        },
        failed: () => undefined,
      });
    },
    createComment: (slug, projectId, itemId, data) => {
      const id = deps.newId();
      const now = stamp();
      return commentMutation(slug, projectId, itemId, {
        key: commentKey(id),
        apply: (d) => {
          const item = d.workItemsById[itemId];
          d.commentsById[id] = {
            id, workspace_id: item?.workspace_id ?? '', project_id: projectId, issue: itemId, actor: d.currentUser?.id ?? null,
            comment_html: data.comment_html, access: data.access ?? 'INTERNAL', created_at: now, updated_at: now, edited_at: null, comment_reactions: [],
          };
          (d.commentIdsByItem[itemId] ??= []).push(id);
        },
        call: () => comments.create(slug, projectId, itemId, { id, ...data }),
        commit: commitComment(id),
      });
    },
    updateComment: (slug, projectId, itemId, commentId, data) => {
      if (!store.getState().commentsById[commentId]) return refuse(store, WORK_ITEM_TEXT.commentNotFound);
      const now = stamp();
      return commentMutation(slug, projectId, itemId, {
        key: commentKey(commentId),
        apply: (d) => {
          const comment = d.commentsById[commentId];
          if (!comment) return;
          assignDefined(comment, data);
          comment.edited_at = now;
          comment.updated_at = now;
        },
        call: () => comments.update(slug, projectId, itemId, commentId, data),
        commit: commitComment(commentId),
      });
    },
    deleteComment: (slug, projectId, itemId, commentId) => commentMutation(slug, projectId, itemId, {
      key: commentKey(commentId),
      apply: (d) => {
        delete d.commentsById[commentId];
        const ids = d.commentIdsByItem[itemId];
        if (ids) d.commentIdsByItem[itemId] = ids.filter((id) => id !== commentId);
      },
      call: () => comments.delete(slug, projectId, itemId, commentId),
    }),
    addCommentReaction: (slug, projectId, itemId, commentId, reaction) => {
      const user = store.getState().currentUser;
      if (!user) return refuse(store, WORK_ITEM_TEXT.userIdNotAvailable);
      const id = deps.newId();
      return commentMutation(slug, projectId, itemId, {
        key: commentKey(commentId),
        apply: (d) => {
          d.commentsById[commentId]?.comment_reactions.push({ id, actor: user.id, reaction, comment: commentId, created_at: stamp() });
        },
        call: () => comments.addReaction(slug, projectId, commentId, reaction),
        commit: (d, saved) => {
          const list = d.commentsById[commentId]?.comment_reactions;
          const index = list?.findIndex((r) => r.id === id) ?? -1;
          if (list && saved && index >= 0) list[index] = saved;
        },
      });
    },
    removeCommentReaction: (slug, projectId, itemId, commentId, reaction) => {
      const user = store.getState().currentUser;
      if (!user) return refuse(store, WORK_ITEM_TEXT.userIdNotAvailable);
      return commentMutation(slug, projectId, itemId, {
        key: commentKey(commentId),
        apply: (d) => {
          const comment = d.commentsById[commentId];
          if (comment) comment.comment_reactions = comment.comment_reactions.filter((r) => !(r.actor === user.id && r.reaction === reaction));
        },
        call: () => comments.removeReaction(slug, projectId, commentId, reaction),
      });
    },
  };
}
