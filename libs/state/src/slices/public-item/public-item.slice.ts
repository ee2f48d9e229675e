import { PUBLISH_TEXT } from '@cairn/types';
import type {
  PublicComment, PublicIntakeCreate, PublicIntakeCreated, PublicPerson, PublicReactionCount, PublicVoteSummary, PublicWorkItemDetail,
} from '@cairn/types';
import { produce, type Draft } from 'immer';
import { mutate, type ErrorReporter, type MutableStore } from '../../core/mutate';
import type { LoadStatus, StoreDeps } from '../../core/types';

/** A public item as the peek keeps it: the detail without its comments (those live in publicCommentsById). */
export type PublicItemDetail = Omit<PublicWorkItemDetail, 'comments'>;

/** The caller's vote: up, down, or none (0 removes it). */
export type PublicVoteChoice = 1 | -1 | 0;

/**
 * One published item's detail in the spaces viewer (issue 20): the item, its comments, votes and reactions. Writes are
 * optimistic through `mutate`: a refusal (403 switch turned off meanwhile, 429, …) rolls back, toasts the server's
 * message and rethrows; the server's answer (comment, vote summary, reaction counts) replaces the guess.
 */
export interface PublicItemSlice {
  publicItemsById: Record<string, PublicItemDetail>;
  publicItemStatusById: Record<string, LoadStatus>;
  publicCommentsById: Record<string, PublicComment>;
  /** item id → comment ids, oldest first. */
  publicCommentIdsByItem: Record<string, string[]>;
  /** GET issues/{id}/ (with its comments). Never throws: a failure marks the item 'error' and toasts. */
  loadPublicItem(anchor: string, itemId: string): Promise<PublicWorkItemDetail | undefined>;
  /** GET issues/{id}/comments/ — replaces the item's comments. Never throws. */
  loadPublicComments(anchor: string, itemId: string): Promise<PublicComment[] | undefined>;
  /** Optimistic POST comments/ under a temporary id that the server's comment replaces. `author`: the signed-in caller. */
  addPublicComment(anchor: string, itemId: string, commentHtml: string, author?: PublicPerson): Promise<PublicComment>;
  /** Optimistic PATCH of one's own comment (edited_at = now). */
  updatePublicComment(anchor: string, itemId: string, commentId: string, commentHtml: string): Promise<PublicComment>;
  /** Optimistic DELETE of one's own comment. */
  removePublicComment(anchor: string, itemId: string, commentId: string): Promise<void>;
  /** Optimistic vote: 1 up, -1 down, 0 takes the vote back; the answer's summary replaces the guess. */
  votePublicItem(anchor: string, itemId: string, vote: PublicVoteChoice): Promise<PublicVoteSummary>;
  /** Optimistic toggle of the caller's reaction on the item; the answer's counts replace the guess. */
  togglePublicItemReaction(anchor: string, itemId: string, reaction: string): Promise<PublicReactionCount[]>;
  /** Optimistic toggle of the caller's reaction on a comment; the answer's counts replace the guess. */
  togglePublicCommentReaction(anchor: string, itemId: string, commentId: string, reaction: string): Promise<PublicReactionCount[]>;
  /** POST intake/ — the public request form (server first: a refusal toasts the server's message and rethrows). */
  createPublicIntake(anchor: string, body: PublicIntakeCreate): Promise<PublicIntakeCreated>;
}

/** The state the slice lives in: itself and the store's error handler (the ui slice). */
export type PublicItemHost = PublicItemSlice & ErrorReporter;

/** The store surface the slice needs: any store whose state holds the slice and reportError (the spaces store's api as is). */
export type PublicItemStore<S extends PublicItemHost = PublicItemHost> = MutableStore<S>;

/** What createPublicItemSlice receives. */
export interface PublicItemSliceContext<S extends PublicItemHost = PublicItemHost> {
  store: PublicItemStore<S>;
  deps: StoreDeps;
}

/** The slice's data when the store starts or is reset. */
export function initialPublicItemState(): Pick<PublicItemSlice, 'publicItemsById' | 'publicItemStatusById' | 'publicCommentsById' | 'publicCommentIdsByItem'> {
  return { publicItemsById: {}, publicItemStatusById: {}, publicCommentsById: {}, publicCommentIdsByItem: {} };
}

const itemKey = (itemId: string) => `public-item:${itemId}`;
const commentKey = (commentId: string) => `public-comment:${commentId}`;

/** The counts after the caller toggles `reaction` (a guess the server's answer replaces). */
export function toggledReactions(list: readonly PublicReactionCount[], reaction: string): PublicReactionCount[] {
  const found = list.find((r) => r.reaction === reaction);
  if (!found) return [...list, { reaction, count: 1, reacted: true }];
  const count = found.count + (found.reacted ? -1 : 1);
  if (count <= 0) return list.filter((r) => r.reaction !== reaction);
  return list.map((r) => (r.reaction === reaction ? { reaction, count, reacted: !found.reacted } : r));
}

/** The summary after the caller's vote becomes `vote` (a guess the server's answer replaces). */
export function votedSummary(summary: PublicVoteSummary, vote: PublicVoteChoice): PublicVoteSummary {
  let { up, down } = summary;
  if (summary.mine === 1) up -= 1;
  if (summary.mine === -1) down -= 1;
  if (vote === 1) up += 1;
  if (vote === -1) down += 1;
  return { up: Math.max(0, up), down: Math.max(0, down), mine: vote };
}

/** Creates the public-item slice. */
export function createPublicItemSlice<S extends PublicItemHost>(context: PublicItemSliceContext<S>): PublicItemSlice {
  // The slice reads and writes only its own fields and reportError, so it works on the host's state as that part.
  const store = context.store as unknown as MutableStore<PublicItemHost>;
  const { deps } = context;
  const { publicBoard } = deps.services;
  const update = (action: string, recipe: (draft: Draft<PublicItemHost>) => void) =>
    store.setState(produce(store.getState(), recipe), true, action);
  const putComments = (d: Draft<PublicItemHost>, itemId: string, comments: readonly PublicComment[]) => {
    for (const id of d.publicCommentIdsByItem[itemId] ?? []) delete d.publicCommentsById[id];
    for (const c of comments) d.publicCommentsById[c.id] = c as Draft<PublicComment>;
    d.publicCommentIdsByItem[itemId] = comments.map((c) => c.id);
  };
  const missing = (message: string): Promise<never> => {
    const error = new Error(message);
    store.getState().reportError(error, message);
    return Promise.reject(error);
  };
  return {
    ...initialPublicItemState(),
    loadPublicItem: async (anchor, itemId) => {
      update('publicItem/load/start', (d) => {
        d.publicItemStatusById[itemId] = 'loading';
      });
      try {
        const detail = await publicBoard.workItem(anchor, itemId);
        update('publicItem/load/done', (d) => {
          const { comments, ...item } = detail;
          d.publicItemsById[itemId] = item as Draft<PublicItemDetail>;
          d.publicItemStatusById[itemId] = 'ready';
          putComments(d, itemId, comments);
        });
        return detail;
      } catch (error) {
        update('publicItem/load/failed', (d) => {
          d.publicItemStatusById[itemId] = 'error';
        });
        store.getState().reportError(error);
        return undefined;
      }
    },
    loadPublicComments: async (anchor, itemId) => {
      try {
        const comments = await publicBoard.comments(anchor, itemId);
        update('publicItem/comments/done', (d) => putComments(d, itemId, comments));
        return comments;
      } catch (error) {
        store.getState().reportError(error);
        return undefined;
      }
    },
    addPublicComment: (anchor, itemId, commentHtml, author) => {
      const tempId = deps.newId();
      return mutate(store, {
        key: commentKey(tempId),
        apply: (d) => {
          d.publicCommentsById[tempId] = {
            id: tempId, issue: itemId, actor: author ?? { id: '', display_name: '', avatar_url: null }, comment_html: commentHtml,
            created_at: deps.now().toISOString(), edited_at: null, is_mine: true, reactions: [],
          };
          (d.publicCommentIdsByItem[itemId] ??= []).push(tempId);
          const item = d.publicItemsById[itemId];
          if (item) item.comment_count += 1;
        },
        call: () => publicBoard.addComment(anchor, itemId, { comment_html: commentHtml }),
        commit: (d, saved) => {
          delete d.publicCommentsById[tempId];
          d.publicCommentsById[saved.id] = saved as Draft<PublicComment>;
          const ids = d.publicCommentIdsByItem[itemId] ?? [];
          const at = ids.indexOf(tempId);
          if (at >= 0) ids[at] = saved.id;
          else if (!ids.includes(saved.id)) ids.push(saved.id);
          d.publicCommentIdsByItem[itemId] = ids;
        },
      });
    },
    updatePublicComment: (anchor, itemId, commentId, commentHtml) => {
      if (!store.getState().publicCommentsById[commentId]) return missing(PUBLISH_TEXT.commentNotFound);
      return mutate(store, {
        key: commentKey(commentId),
        apply: (d) => {
          const comment = d.publicCommentsById[commentId];
          if (!comment) return;
          comment.comment_html = commentHtml;
          comment.edited_at = deps.now().toISOString();
        },
        call: () => publicBoard.updateComment(anchor, itemId, commentId, { comment_html: commentHtml }),
        commit: (d, saved) => {
          if (d.publicCommentsById[commentId]) d.publicCommentsById[commentId] = saved as Draft<PublicComment>;
        },
      });
    },
    removePublicComment: (anchor, itemId, commentId) => {
      if (!store.getState().publicCommentsById[commentId]) return missing(PUBLISH_TEXT.commentNotFound);
      return mutate(store, {
        key: commentKey(commentId),
        apply: (d) => {
          delete d.publicCommentsById[commentId];
          const ids = d.publicCommentIdsByItem[itemId];
          if (ids) d.publicCommentIdsByItem[itemId] = ids.filter((id) => id !== commentId);
          const item = d.publicItemsById[itemId];
          if (item) item.comment_count = Math.max(0, item.comment_count - 1);
        },
        call: () => publicBoard.removeComment(anchor, itemId, commentId),
      });
    },
    votePublicItem: (anchor, itemId, vote) => {
      if (!store.getState().publicItemsById[itemId]) return missing(PUBLISH_TEXT.workItemNotFound);
      return mutate(store, {
        key: `${itemKey(itemId)}:vote`,
        apply: (d) => {
          const item = d.publicItemsById[itemId];
          if (item) item.votes = votedSummary(item.votes, vote);
        },
        call: () => (vote === 0 ? publicBoard.unvote(anchor, itemId) : publicBoard.vote(anchor, itemId, vote)),
        commit: (d, summary) => {
          const item = d.publicItemsById[itemId];
          if (item) item.votes = summary;
        },
      });
    },
    togglePublicItemReaction: (anchor, itemId, reaction) => {
      const item = store.getState().publicItemsById[itemId];
      if (!item) return missing(PUBLISH_TEXT.workItemNotFound);
      const reacted = item.reactions.some((r) => r.reaction === reaction && r.reacted);
      return mutate(store, {
        key: `${itemKey(itemId)}:reactions`,
        apply: (d) => {
          const draft = d.publicItemsById[itemId];
          if (draft) draft.reactions = toggledReactions(draft.reactions, reaction);
        },
        call: () => (reacted ? publicBoard.unreact(anchor, itemId, reaction) : publicBoard.react(anchor, itemId, reaction)),
        commit: (d, counts) => {
          const draft = d.publicItemsById[itemId];
          if (draft) draft.reactions = counts;
        },
      });
    },
    togglePublicCommentReaction: (anchor, itemId, commentId, reaction) => {
      const comment = store.getState().publicCommentsById[commentId];
      if (!comment) return missing(PUBLISH_TEXT.commentNotFound);
      const reacted = comment.reactions.some((r) => r.reaction === reaction && r.reacted);
      return mutate(store, {
        key: `${commentKey(commentId)}:reactions`,
        apply: (d) => {
          const draft = d.publicCommentsById[commentId];
          if (draft) draft.reactions = toggledReactions(draft.reactions, reaction);
        },
        call: () => (reacted
          ? publicBoard.unreactComment(anchor, itemId, commentId, reaction)
          : publicBoard.reactComment(anchor, itemId, commentId, reaction)),
        commit: (d, counts) => {
          const draft = d.publicCommentsById[commentId];
          if (draft) draft.reactions = counts;
        },
      });
    },
    createPublicIntake: async (anchor, body) => {
      try {
        return await publicBoard.createIntake(anchor, body);
      } catch (error) {
        store.getState().reportError(error);
        throw error;
      }
    },
  };
}
