import { WORK_ITEM_TEXT } from '@cairn/types';
import type { Comment, CommentCreate } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred } from '../../testing/test-store.test-util';
import { P, refused, SLUG, toastTitles, workItemStore } from '../../testing/work-item-store.test-util';
import { selectWorkItemActivity } from '../activity/activity.selectors';
import { selectComment, selectComments } from './comments.selectors';

const item = fixtures.workItem(1);
const c1 = fixtures.comment(1);
const c2 = fixtures.comment(2);
const history = [fixtures.activity(1)];

async function commentStore(comments: FakeServicesOverrides['comments'] = {}, signedIn = true) {
  const list = jest.fn().mockResolvedValue(history);
  const made = await workItemStore({ comments: { list: async () => [c1, c2], ...comments }, history: { list } }, [item], { signedIn });
  await made.store.getState().loadComments(SLUG, P, item.id);
  return { ...made, historyList: list };
}

describe('comments slice', () => {
  it('loads comments, and only newer ones after the newest loaded', async () => {
    const c3 = fixtures.comment(3);
    const list = jest.fn().mockResolvedValueOnce([c1, c2]).mockResolvedValueOnce([c3]);
    const { store } = await commentStore({ list });
    await store.getState().loadComments(SLUG, P, item.id, { newerOnly: true });
    expect(list).toHaveBeenLastCalledWith(SLUG, P, item.id, c2.created_at);
    expect(selectComments(store.getState(), item.id)).toEqual([c1, c2, c3]);
  });

  it('creates a comment at once with a client id and the current user, then takes the server version', async () => {
    const answer = deferred<Comment>();
    const create = jest.fn((_s: string, _p: string, _i: string, _b: CommentCreate) => answer.promise);
    const { store } = await commentStore({ create });
    const pending = store.getState().createComment(SLUG, P, item.id, { comment_html: '<p>hi</p>' });
    const optimistic = selectComments(store.getState(), item.id)[2];
    expect(optimistic).toMatchObject({ comment_html: '<p>hi</p>', actor: fixtures.id(1), issue: item.id, access: 'INTERNAL' });
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(SLUG, P, item.id, { id: optimistic.id, comment_html: '<p>hi</p>' });
    answer.resolve({ ...optimistic, comment_html: '<p>hi (clean)</p>' });
    await pending;
    expect(selectComment(store.getState(), optimistic.id)?.comment_html).toBe('<p>hi (clean)</p>');
  });

  it('a failed create rolls back, toasts and refetches the activity (spec §4)', async () => {
    const { store, historyList } = await commentStore({ create: () => Promise.reject(refused()) });
    await expect(store.getState().createComment(SLUG, P, item.id, { comment_html: '<p>x</p>' })).rejects.toMatchObject({ status: 403 });
    expect(selectComments(store.getState(), item.id)).toEqual([c1, c2]);
    expect(historyList).toHaveBeenCalledWith(SLUG, P, item.id, []);
    expect(selectWorkItemActivity(store.getState(), item.id)).toEqual(history);
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
  });

  it('updates (edited_at set) and rolls back a refused update with an activity refetch', async () => {
    const update = jest.fn().mockImplementationOnce(async () => ({ ...c1, comment_html: '<p>edited</p>', edited_at: 'x' })).mockRejectedValueOnce(refused());
    const { store, historyList } = await commentStore({ update });
    const pending = store.getState().updateComment(SLUG, P, item.id, c1.id, { comment_html: '<p>edited</p>' });
    expect(selectComment(store.getState(), c1.id)).toMatchObject({ comment_html: '<p>edited</p>', edited_at: new Date(1_700_000_000_000).toISOString() });
    await pending;
    await expect(store.getState().updateComment(SLUG, P, item.id, c1.id, { comment_html: '<p>no</p>' })).rejects.toMatchObject({ status: 403 });
    expect(selectComment(store.getState(), c1.id)?.comment_html).toBe('<p>edited</p>');
    expect(historyList).toHaveBeenCalledTimes(1);
    await expect(store.getState().updateComment(SLUG, P, item.id, fixtures.id(9999), { comment_html: '<p>x</p>' })).rejects.toThrow(WORK_ITEM_TEXT.commentNotFound);
  });

  it('deletes at once; a refused delete puts it back and refetches the activity', async () => {
    const answer = deferred<void>();
    const { store, historyList } = await commentStore({ delete: () => answer.promise });
    const pending = store.getState().deleteComment(SLUG, P, item.id, c1.id);
    expect(selectComments(store.getState(), item.id)).toEqual([c2]);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectComments(store.getState(), item.id)).toEqual([c1, c2]);
    expect(historyList).toHaveBeenCalledTimes(1);
  });

  it('adds and removes the own reaction on a comment; a refused one is rolled back and refetches the activity', async () => {
    const saved = { id: fixtures.id(9100), actor: fixtures.id(1), reaction: '👍', comment: c1.id, created_at: c1.created_at };
    const addReaction = jest.fn().mockResolvedValueOnce(saved).mockRejectedValueOnce(refused());
    const removeReaction = jest.fn().mockResolvedValue(undefined);
    const { store, historyList } = await commentStore({ addReaction, removeReaction });
    await store.getState().addCommentReaction(SLUG, P, item.id, c1.id, '👍');
    expect(addReaction).toHaveBeenCalledWith(SLUG, P, c1.id, '👍');
    expect(selectComment(store.getState(), c1.id)?.comment_reactions).toEqual([saved]);
    await expect(store.getState().addCommentReaction(SLUG, P, item.id, c1.id, '🎉')).rejects.toMatchObject({ status: 403 });
    expect(selectComment(store.getState(), c1.id)?.comment_reactions).toEqual([saved]);
    expect(historyList).toHaveBeenCalledTimes(1);
    await store.getState().removeCommentReaction(SLUG, P, item.id, c1.id, '👍');
    expect(selectComment(store.getState(), c1.id)?.comment_reactions).toEqual([]);
  });

  it('refuses reactions without a current user and comments without an item id', async () => {
    const { store } = await commentStore({}, false);
    await expect(store.getState().addCommentReaction(SLUG, P, item.id, c1.id, '👍')).rejects.toThrow(WORK_ITEM_TEXT.userIdNotAvailable);
    await expect(store.getState().createComment(SLUG, P, '', { comment_html: '<p>x</p>' })).rejects.toThrow(WORK_ITEM_TEXT.issueNotFound);
  });
});
