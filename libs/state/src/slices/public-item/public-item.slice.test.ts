import { ApiError } from '@cairn/services';
import { createStore } from 'zustand/vanilla';
import { devtools } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { PublicReactionCount } from '@cairn/types';
import { createUiSlice, type UiSlice } from '../ui/ui.slice';
import type { WebStore } from '../../core/types';
import { createFakeServices, type FakeServicesOverrides } from '../../testing/fake-services';
import { deferred } from '../../testing/test-store.test-util';
import { createPublicItemSlice, toggledReactions, votedSummary, type PublicItemSlice } from './public-item.slice';
import { selectPublicComments, selectPublicItem, selectPublicItemStatus } from './public-item.selectors';
import { publicItemFixtures as f } from './public-item.fixtures';

const ITEM = f.id(1);
const A = 'a'.repeat(32);

function makeHost(publicBoard: FakeServicesOverrides['publicBoard'] = {}) {
  let n = 0;
  const deps = { services: createFakeServices({ publicBoard }), now: () => new Date(1_700_000_000_000), newId: () => `tmp-${++n}`, onError: jest.fn() };
  return createStore<UiSlice & PublicItemSlice>()(
    devtools(
      immer((_set, _get, api) => ({
        ...createUiSlice({ store: api as unknown as WebStore, deps }),
        ...createPublicItemSlice({ store: api, deps }),
      })),
      { enabled: false },
    ),
  );
}

async function loaded(publicBoard: FakeServicesOverrides['publicBoard'] = {}) {
  const store = makeHost({ workItem: jest.fn().mockResolvedValue(f.item()), ...publicBoard });
  await store.getState().loadPublicItem(A, ITEM);
  return store;
}

const refusal = (status: number, error: string) => new ApiError(status, { error });
const toastTitles = (store: ReturnType<typeof makeHost>) => store.getState().toasts.map((t) => t.title);

describe('public-item slice: load', () => {
  it('loads the item with its comments; a failure marks it error and toasts', async () => {
    const store = await loaded();
    expect(selectPublicItemStatus(store.getState(), ITEM)).toBe('ready');
    expect(selectPublicItem(store.getState(), ITEM)?.name).toBe('Dark mode for the board');
    expect(selectPublicItem(store.getState(), ITEM)).not.toHaveProperty('comments');
    expect(selectPublicComments(store.getState(), ITEM).map((c) => c.id)).toEqual([f.id(501)]);

    const failing = makeHost({ workItem: jest.fn().mockRejectedValue(refusal(404, 'This board is not published')) });
    expect(await failing.getState().loadPublicItem(A, ITEM)).toBeUndefined();
    expect(selectPublicItemStatus(failing.getState(), ITEM)).toBe('error');
    expect(toastTitles(failing)).toEqual(['This board is not published']);
  });

  it('reloads the comments, replacing the old ones', async () => {
    const store = await loaded({ comments: jest.fn().mockResolvedValue([f.comment(2), f.comment(3)]) });
    await store.getState().loadPublicComments(A, ITEM);
    expect(selectPublicComments(store.getState(), ITEM).map((c) => c.id)).toEqual([f.id(502), f.id(503)]);
    expect(store.getState().publicCommentsById[f.id(501)]).toBeUndefined();
  });
});

describe('public-item slice: votes', () => {
  it('votes up at once; the answer replaces the guess', async () => {
    const answer = deferred<{ up: number; down: number; mine: 1 }>();
    const vote = jest.fn().mockReturnValue(answer.promise);
    const store = await loaded({ vote });
    const done = store.getState().votePublicItem(A, ITEM, 1);
    expect(selectPublicItem(store.getState(), ITEM)?.votes).toEqual({ up: 4, down: 1, mine: 1 });
    answer.resolve({ up: 10, down: 1, mine: 1 });
    await done;
    expect(vote).toHaveBeenCalledWith(A, ITEM, 1);
    expect(selectPublicItem(store.getState(), ITEM)?.votes).toEqual({ up: 10, down: 1, mine: 1 });
  });

  it('switching and taking back a vote call vote and unvote', async () => {
    const vote = jest.fn().mockResolvedValue({ up: 2, down: 2, mine: -1 });
    const unvote = jest.fn().mockResolvedValue({ up: 2, down: 1, mine: 0 });
    const store = await loaded({ workItem: jest.fn().mockResolvedValue(f.item({ votes: { up: 3, down: 1, mine: 1 } })), vote, unvote });
    const down = store.getState().votePublicItem(A, ITEM, -1);
    expect(selectPublicItem(store.getState(), ITEM)?.votes).toEqual({ up: 2, down: 2, mine: -1 });
    await down;
    await store.getState().votePublicItem(A, ITEM, 0);
    expect(unvote).toHaveBeenCalledWith(A, ITEM);
    expect(selectPublicItem(store.getState(), ITEM)?.votes).toEqual({ up: 2, down: 1, mine: 0 });
  });

  it('a refused vote (403 switch off) rolls back and toasts the server message', async () => {
    const store = await loaded({ vote: jest.fn().mockRejectedValue(refusal(403, 'Votes are turned off on this board')) });
    await expect(store.getState().votePublicItem(A, ITEM, 1)).rejects.toBeInstanceOf(ApiError);
    expect(selectPublicItem(store.getState(), ITEM)?.votes).toEqual({ up: 3, down: 1, mine: 0 });
    expect(toastTitles(store)).toEqual(['Votes are turned off on this board']);
  });

  it('votedSummary never counts below zero', () => {
    expect(votedSummary({ up: 0, down: 0, mine: 1 }, 0)).toEqual({ up: 0, down: 0, mine: 0 });
    expect(votedSummary({ up: 1, down: 0, mine: 1 }, -1)).toEqual({ up: 0, down: 1, mine: -1 });
  });
});

describe('public-item slice: reactions', () => {
  it('toggles an item reaction on then off; answers replace the counts', async () => {
    const react = jest.fn().mockResolvedValue([{ reaction: '👍', count: 3, reacted: true }]);
    const unreact = jest.fn().mockResolvedValue([{ reaction: '👍', count: 2, reacted: false }]);
    const store = await loaded({ react, unreact });
    const on = store.getState().togglePublicItemReaction(A, ITEM, '👍');
    expect(selectPublicItem(store.getState(), ITEM)?.reactions).toEqual([{ reaction: '👍', count: 3, reacted: true }]);
    await on;
    expect(react).toHaveBeenCalledWith(A, ITEM, '👍');
    await store.getState().togglePublicItemReaction(A, ITEM, '👍');
    expect(unreact).toHaveBeenCalledWith(A, ITEM, '👍');
    expect(selectPublicItem(store.getState(), ITEM)?.reactions).toEqual([{ reaction: '👍', count: 2, reacted: false }]);
  });

  it('a refused item reaction (429) rolls back and toasts', async () => {
    const store = await loaded({ react: jest.fn().mockRejectedValue(refusal(429, 'Too many requests')) });
    await expect(store.getState().togglePublicItemReaction(A, ITEM, '🎉')).rejects.toBeInstanceOf(ApiError);
    expect(selectPublicItem(store.getState(), ITEM)?.reactions).toEqual([{ reaction: '👍', count: 2, reacted: false }]);
    expect(toastTitles(store)).toEqual(['Too many requests']);
  });

  it('toggles a comment reaction; a refusal rolls back', async () => {
    const counts: PublicReactionCount[] = [{ reaction: '❤️', count: 1, reacted: true }];
    const reactComment = jest.fn().mockResolvedValueOnce(counts).mockRejectedValueOnce(refusal(403, 'Reactions are turned off on this board'));
    const unreactComment = jest.fn().mockRejectedValue(refusal(403, 'Reactions are turned off on this board'));
    const store = await loaded({ reactComment, unreactComment });
    await store.getState().togglePublicCommentReaction(A, ITEM, f.id(501), '❤️');
    expect(reactComment).toHaveBeenCalledWith(A, ITEM, f.id(501), '❤️');
    expect(store.getState().publicCommentsById[f.id(501)]?.reactions).toEqual(counts);
    await expect(store.getState().togglePublicCommentReaction(A, ITEM, f.id(501), '❤️')).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().publicCommentsById[f.id(501)]?.reactions).toEqual(counts);
  });

  it('toggledReactions adds, counts and removes', () => {
    expect(toggledReactions([], '👍')).toEqual([{ reaction: '👍', count: 1, reacted: true }]);
    expect(toggledReactions([{ reaction: '👍', count: 1, reacted: true }], '👍')).toEqual([]);
    expect(toggledReactions([{ reaction: '👍', count: 2, reacted: false }], '👍')).toEqual([{ reaction: '👍', count: 3, reacted: true }]);
  });
});

describe('public-item slice: comments', () => {
  it('adds under a temporary id that the server comment replaces', async () => {
    const answer = deferred<ReturnType<typeof f.comment>>();
    const addComment = jest.fn().mockReturnValue(answer.promise);
    const store = await loaded({ addComment });
    const me = f.person(5);
    const done = store.getState().addPublicComment(A, ITEM, '<p>Yes please</p>', me);
    const optimistic = selectPublicComments(store.getState(), ITEM);
    expect(optimistic.map((c) => c.id)).toEqual([f.id(501), 'tmp-1']);
    expect(optimistic[1]).toMatchObject({ actor: me, is_mine: true, comment_html: '<p>Yes please</p>' });
    expect(selectPublicItem(store.getState(), ITEM)?.comment_count).toBe(2);
    answer.resolve(f.comment(9, { actor: me, is_mine: true, comment_html: '<p>Yes please</p>' }));
    await done;
    expect(addComment).toHaveBeenCalledWith(A, ITEM, { comment_html: '<p>Yes please</p>' });
    expect(selectPublicComments(store.getState(), ITEM).map((c) => c.id)).toEqual([f.id(501), f.id(509)]);
    expect(store.getState().publicCommentsById['tmp-1']).toBeUndefined();
  });

  it('a refused add (403 comments off) removes the guess and toasts', async () => {
    const store = await loaded({ addComment: jest.fn().mockRejectedValue(refusal(403, 'Comments are turned off on this board')) });
    await expect(store.getState().addPublicComment(A, ITEM, '<p>x</p>')).rejects.toBeInstanceOf(ApiError);
    expect(selectPublicComments(store.getState(), ITEM).map((c) => c.id)).toEqual([f.id(501)]);
    expect(selectPublicItem(store.getState(), ITEM)?.comment_count).toBe(1);
    expect(toastTitles(store)).toEqual(['Comments are turned off on this board']);
  });

  it('edits at once and takes the server version; a refusal restores the text', async () => {
    const saved = f.comment(1, { comment_html: '<p>Edited</p>', edited_at: '2026-01-03T00:00:00.000Z', is_mine: true });
    const updateComment = jest.fn().mockResolvedValueOnce(saved).mockRejectedValueOnce(refusal(403, 'You can only change your own comments'));
    const store = await loaded({ updateComment });
    const done = store.getState().updatePublicComment(A, ITEM, f.id(501), '<p>Edited</p>');
    expect(store.getState().publicCommentsById[f.id(501)]).toMatchObject({ comment_html: '<p>Edited</p>', edited_at: '2023-11-14T22:13:20.000Z' });
    await done;
    expect(store.getState().publicCommentsById[f.id(501)]).toEqual(saved);
    await expect(store.getState().updatePublicComment(A, ITEM, f.id(501), '<p>Again</p>')).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().publicCommentsById[f.id(501)]).toEqual(saved);
  });

  it('deletes at once; a refusal puts the comment back', async () => {
    const removeComment = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refusal(429, 'Too many requests'));
    const store = await loaded({
      workItem: jest.fn().mockResolvedValue(f.item({ comments: [f.comment(1), f.comment(2)], comment_count: 2 })), removeComment,
    });
    await store.getState().removePublicComment(A, ITEM, f.id(501));
    expect(removeComment).toHaveBeenCalledWith(A, ITEM, f.id(501));
    expect(selectPublicComments(store.getState(), ITEM).map((c) => c.id)).toEqual([f.id(502)]);
    expect(selectPublicItem(store.getState(), ITEM)?.comment_count).toBe(1);
    await expect(store.getState().removePublicComment(A, ITEM, f.id(502))).rejects.toBeInstanceOf(ApiError);
    expect(selectPublicComments(store.getState(), ITEM).map((c) => c.id)).toEqual([f.id(502)]);
    expect(selectPublicItem(store.getState(), ITEM)?.comment_count).toBe(1);
  });

  it('refuses to change a comment it does not know', async () => {
    const store = await loaded();
    await expect(store.getState().removePublicComment(A, ITEM, 'nope')).rejects.toThrow('Comment not found');
    expect(toastTitles(store)).toEqual(['Comment not found']);
  });
});

describe('public-item slice: requests', () => {
  it('sends a request and answers the server\'s reference; a refusal toasts its message and rethrows', async () => {
    const created = { id: f.id(700), name: 'Export to CSV', status: 'pending', created_at: '2026-01-02T10:00:00.000Z' };
    const createIntake = jest.fn().mockResolvedValueOnce(created).mockRejectedValueOnce(refusal(403, 'Requests are turned off on this board'));
    const store = makeHost({ createIntake });
    await expect(store.getState().createPublicIntake(A, { name: 'Export to CSV' })).resolves.toEqual(created);
    expect(createIntake).toHaveBeenCalledWith(A, { name: 'Export to CSV' });
    await expect(store.getState().createPublicIntake(A, { name: 'Again' })).rejects.toBeInstanceOf(ApiError);
    expect(toastTitles(store)).toEqual(['Requests are turned off on this board']);
  });
});
