import { useEffect, useRef } from 'react';
import { selectPublicComments, selectPublicItem, selectPublicItemStatus, useSpacesStore, useSpacesStoreApi } from '@cairn/state';
import type { PublicPerson } from '@cairn/types';

const ignore = () => undefined;

/**
 * The peek's data and actions: loads the item on open (and again when the board's row of it is newer, live), and mirrors its votes, reactions and comment count into the
 * board's row (optimistic guesses, answers and rollbacks alike). Actions never reject: the store has already rolled
 * back and toasted the server's message (403 switch turned off meanwhile, 429 too many requests).
 */
export function usePeekItem(anchor: string, issueId: string) {
  const store = useSpacesStoreApi();
  const item = useSpacesStore((s) => selectPublicItem(s, issueId));
  const status = useSpacesStore((s) => selectPublicItemStatus(s, issueId));
  const comments = useSpacesStore((s) => selectPublicComments(s, issueId));
  const settings = useSpacesStore((s) => s.boardSettings);
  const identifier = useSpacesStore((s) => s.boardMeta?.project.identifier ?? '');
  const user = useSpacesStore((s) => s.currentUser);
  const signedIn = useSpacesStore((s) => s.currentUserStatus === 'signed-in');

  useEffect(() => {
    void store.getState().loadPublicItem(anchor, issueId);
  }, [store, anchor, issueId]);

  // Live: the board refetches its rows when the project changes; a newer row than the open item reloads the item.
  const rowUpdatedAt = useSpacesStore((s) => s.boardItemsById[issueId]?.updated_at);
  const itemUpdatedAt = item?.updated_at;
  const reloadedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per newer row version, so an answer that is still older cannot start a loop.
    if (!rowUpdatedAt || !itemUpdatedAt || rowUpdatedAt <= itemUpdatedAt || reloadedFor.current === rowUpdatedAt) return;
    reloadedFor.current = rowUpdatedAt;
    void store.getState().loadPublicItem(anchor, issueId);
  }, [store, anchor, issueId, rowUpdatedAt, itemUpdatedAt]);

  const votes = item?.votes;
  const reactions = item?.reactions;
  const commentCount = item?.comment_count;
  useEffect(() => {
    if (!votes || !reactions || commentCount === undefined) return;
    const { boardItemsById, putBoardItem } = store.getState();
    const row = boardItemsById[issueId];
    if (!row) return;
    const same = JSON.stringify([row.votes, row.reactions, row.comment_count]) === JSON.stringify([votes, reactions, commentCount]);
    if (!same) putBoardItem({ ...row, votes, reactions, comment_count: commentCount });
  }, [store, issueId, votes, reactions, commentCount]);

  const me: PublicPerson | undefined = user ? { id: user.id, display_name: user.display_name, avatar_url: user.avatar_url } : undefined;
  const actions = store.getState();
  return {
    item, status, comments, settings, identifier, signedIn,
    retry: () => void actions.loadPublicItem(anchor, issueId),
    vote: (vote: 1 | -1 | 0) => actions.votePublicItem(anchor, issueId, vote).then(ignore, ignore),
    toggleReaction: (emoji: string) => actions.togglePublicItemReaction(anchor, issueId, emoji).then(ignore, ignore),
    toggleCommentReaction: (commentId: string, emoji: string) =>
      actions.togglePublicCommentReaction(anchor, issueId, commentId, emoji).then(ignore, ignore),
    /** Answers whether the comment was saved (the composer keeps the text otherwise). */
    addComment: (html: string) => actions.addPublicComment(anchor, issueId, html, me).then(() => true, () => false),
    updateComment: (commentId: string, html: string) => actions.updatePublicComment(anchor, issueId, commentId, html).then(() => true, () => false),
    removeComment: (commentId: string) => actions.removePublicComment(anchor, issueId, commentId).then(ignore, ignore),
  };
}

/** What usePeekItem answers. */
export type PeekItem = ReturnType<typeof usePeekItem>;
