import { WORK_ITEM_TEXT } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred } from '../../testing/test-store.test-util';
import { notFound, P, page, refused, SLUG, toastTitles, workItemStore } from '../../testing/work-item-store.test-util';
import { selectWorkItemAttachments } from '../attachments/attachments.selectors';
import { selectWorkItemLinks } from '../work-item-links/work-item-links.selectors';
import { selectWorkItem, selectWorkItemByIdentifier, selectWorkItemIdentifier, selectWorkItemReactions } from './work-items.selectors';

const one = fixtures.workItem(1);
const two = fixtures.workItem(2);
const three = fixtures.workItem(3);

describe('work-items slice: reads', () => {
  it('searches a project for a picker: most recently updated first, the rows stored, their ids answered', async () => {
    const list = jest.fn().mockResolvedValueOnce(page([two, one])).mockResolvedValueOnce(page([three]));
    const { store } = await workItemStore({ workItems: { list } });
    await expect(store.getState().searchWorkItems(SLUG, P)).resolves.toEqual([two.id, one.id]);
    expect(list).toHaveBeenLastCalledWith(SLUG, P, { per_page: 50, order_by: '-updated_at' });
    await expect(store.getState().searchWorkItems(SLUG, P, '  launch ')).resolves.toEqual([three.id]);
    expect(list).toHaveBeenLastCalledWith(SLUG, P, { per_page: 50, order_by: '-updated_at', search: 'launch' });
    expect(selectWorkItem(store.getState(), three.id)).toEqual(three);
  });

  it('a failed search shows one toast and rethrows (spec §8)', async () => {
    const answer = deferred<never>();
    const { store } = await workItemStore({ workItems: { list: () => answer.promise } });
    const pending = store.getState().searchWorkItems(SLUG, P, 'x');
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
  });

  it('loads a detail: the expanded links, attachments and reactions land in their slices', async () => {
    const link = fixtures.link(1);
    const attachment = fixtures.attachment(1);
    const reaction = { id: fixtures.id(9001), actor: fixtures.id(1), reaction: '👍', issue: one.id, created_at: one.created_at };
    const get = jest.fn().mockResolvedValue({ ...one, project_identifier: 'P1', issue_link: [link], issue_attachments: [attachment], issue_reactions: [reaction] });
    const { store } = await workItemStore({ workItems: { get } });
    await store.getState().loadWorkItem(SLUG, P, one.id, { expand: ['issue_link', 'issue_attachments', 'issue_reactions'] });
    expect(get).toHaveBeenCalledWith(SLUG, P, one.id, ['issue_link', 'issue_attachments', 'issue_reactions'], undefined);
    expect(selectWorkItem(store.getState(), one.id)).not.toHaveProperty('issue_link');
    expect(selectWorkItemIdentifier(store.getState(), one.id)).toBe('P1-1');
    expect(selectWorkItemByIdentifier(store.getState(), 'p1', 1)?.id).toBe(one.id);
    expect(selectWorkItemLinks(store.getState(), one.id)).toEqual([link]);
    expect(selectWorkItemAttachments(store.getState(), one.id)).toEqual([attachment]);
    expect(selectWorkItemReactions(store.getState(), one.id)).toEqual([reaction]);
  });

  it.each([
    ['by id', (s: Awaited<ReturnType<typeof workItemStore>>['store']) => s.getState().loadWorkItem(SLUG, P, one.id)],
    ['by identifier', (s: Awaited<ReturnType<typeof workItemStore>>['store']) => s.getState().loadWorkItemByIdentifier(SLUG, 'P1', 1)],
  ])('a missing item %s rethrows the 404 without a toast (the screen shows "Work item not found" itself)', async (_name, run) => {
    const { store } = await workItemStore({ workItems: { get: () => Promise.reject(notFound()), getByIdentifier: () => Promise.reject(notFound()) } });
    await expect(run(store)).rejects.toMatchObject({ status: 404 });
    expect(toastTitles(store.getState())).toEqual([]);
  });

  it('other failures of a load still toast', async () => {
    const { store } = await workItemStore({ workItems: { get: () => Promise.reject(new Error('boom')) } });
    await expect(store.getState().loadWorkItem(SLUG, P, one.id)).rejects.toThrow('boom');
    expect(toastTitles(store.getState())).toHaveLength(1);
  });

  it('loads by identifier', async () => {
    const { store } = await workItemStore({ workItems: { getByIdentifier: async () => ({ ...two, project_identifier: 'P1' }) } });
    await store.getState().loadWorkItemByIdentifier(SLUG, 'P1', 2);
    expect(selectWorkItem(store.getState(), two.id)?.project_identifier).toBe('P1');
  });

  it('loads items by ids and the subscription', async () => {
    const { store } = await workItemStore({ workItems: { listByIds: async () => [one], getSubscription: async () => ({ subscribed: true }) } });
    await store.getState().loadWorkItemsByIds(SLUG, P, [one.id, fixtures.id(9999)]);
    await expect(store.getState().loadWorkItemSubscription(SLUG, P, one.id)).resolves.toBe(true);
    expect(selectWorkItem(store.getState(), one.id)?.is_subscribed).toBe(true);
  });
});

describe('work-items slice: reactions', () => {
  it('adds a reaction at once and takes the server row; a refused one is rolled back with a toast', async () => {
    const saved = { id: fixtures.id(9002), actor: fixtures.id(1), reaction: '🎉', issue: one.id, created_at: one.created_at };
    const add = jest.fn().mockResolvedValueOnce(saved).mockRejectedValueOnce(refused());
    const { store } = await workItemStore({ reactions: { add, list: async () => [] } }, [one]);
    await store.getState().loadWorkItemReactions(SLUG, P, one.id);
    const pending = store.getState().addWorkItemReaction(SLUG, P, one.id, '🎉');
    expect(selectWorkItemReactions(store.getState(), one.id)).toMatchObject([{ reaction: '🎉', actor: fixtures.id(1) }]);
    await pending;
    expect(selectWorkItemReactions(store.getState(), one.id)).toEqual([saved]);
    await expect(store.getState().addWorkItemReaction(SLUG, P, one.id, '👀')).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemReactions(store.getState(), one.id)).toEqual([saved]);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('removes the own reaction and refuses without a current user', async () => {
    const mine = { id: fixtures.id(9003), actor: fixtures.id(1), reaction: '👍', issue: one.id, created_at: one.created_at };
    const theirs = { ...mine, id: fixtures.id(9004), actor: fixtures.id(2) };
    const remove = jest.fn().mockResolvedValue(undefined);
    const { store } = await workItemStore({ reactions: { list: async () => [mine, theirs], remove } }, [one]);
    await store.getState().loadWorkItemReactions(SLUG, P, one.id);
    await store.getState().removeWorkItemReaction(SLUG, P, one.id, '👍');
    expect(selectWorkItemReactions(store.getState(), one.id)).toEqual([theirs]);
    const anonymous = await workItemStore({}, [], { signedIn: false });
    await expect(anonymous.store.getState().addWorkItemReaction(SLUG, P, one.id, '👍')).rejects.toThrow(WORK_ITEM_TEXT.userIdNotAvailable);
  });
});
