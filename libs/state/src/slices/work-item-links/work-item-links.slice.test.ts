import { WORK_ITEM_TEXT } from '@cairn/types';
import type { Link, LinkCreate } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred } from '../../testing/test-store.test-util';
import { P, refused, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { selectWorkItem } from '../work-items/work-items.selectors';
import { selectWorkItemLink, selectWorkItemLinks } from './work-item-links.selectors';

const item = fixtures.workItem(1, { link_count: 1 });
const l1 = fixtures.link(1);

async function linkStore(links: FakeServicesOverrides['links'] = {}) {
  const made = await workItemStore({ links: { list: async () => [l1], ...links } }, [item]);
  await made.store.getState().loadWorkItemLinks(SLUG, P, item.id);
  return made;
}

describe('work-item links slice', () => {
  it('creates a link first at once (link_count + 1) with a client id, then takes the server version', async () => {
    const answer = deferred<Link>();
    const create = jest.fn((_s: string, _p: string, _i: string, _b: LinkCreate) => answer.promise);
    const { store } = await linkStore({ create });
    const pending = store.getState().createWorkItemLink(SLUG, P, item.id, { url: 'https://a.example', title: 'A' });
    const [optimistic] = selectWorkItemLinks(store.getState(), item.id);
    expect(optimistic).toMatchObject({ url: 'https://a.example', title: 'A', issue: item.id });
    expect(selectWorkItem(store.getState(), item.id)?.link_count).toBe(2);
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(SLUG, P, item.id, { id: optimistic.id, url: 'https://a.example', title: 'A' });
    answer.resolve({ ...optimistic, metadata: { title: 'Example' } });
    await pending;
    expect(selectWorkItemLink(store.getState(), optimistic.id)?.metadata).toEqual({ title: 'Example' });
  });

  it('rolls a refused create back (list and count) with a toast', async () => {
    const { store } = await linkStore({ create: () => Promise.reject(refused()) });
    await expect(store.getState().createWorkItemLink(SLUG, P, item.id, { url: 'https://a.example' })).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemLinks(store.getState(), item.id)).toEqual([l1]);
    expect(selectWorkItem(store.getState(), item.id)?.link_count).toBe(1);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('updates at once and rolls back a refused update', async () => {
    const update = jest.fn().mockResolvedValueOnce({ ...l1, title: 'B' }).mockRejectedValueOnce(refused());
    const { store } = await linkStore({ update });
    await store.getState().updateWorkItemLink(SLUG, P, item.id, l1.id, { title: 'B' });
    await expect(store.getState().updateWorkItemLink(SLUG, P, item.id, l1.id, { title: 'C' })).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemLink(store.getState(), l1.id)?.title).toBe('B');
    await expect(store.getState().updateWorkItemLink(SLUG, P, item.id, fixtures.id(9999), { title: 'x' })).rejects.toThrow(WORK_ITEM_TEXT.linkNotFound);
  });

  it('deletes at once (link_count − 1); a refusal puts it back', async () => {
    const answer = deferred<void>();
    const remove = jest.fn().mockReturnValueOnce(answer.promise).mockResolvedValueOnce(undefined);
    const { store } = await linkStore({ delete: remove });
    const pending = store.getState().deleteWorkItemLink(SLUG, P, item.id, l1.id);
    expect(selectWorkItemLinks(store.getState(), item.id)).toEqual([]);
    expect(selectWorkItem(store.getState(), item.id)?.link_count).toBe(0);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemLinks(store.getState(), item.id)).toEqual([l1]);
    expect(selectWorkItem(store.getState(), item.id)?.link_count).toBe(1);
    await store.getState().deleteWorkItemLink(SLUG, P, item.id, l1.id);
    expect(remove).toHaveBeenLastCalledWith(SLUG, P, item.id, l1.id);
    expect(selectWorkItemLinks(store.getState(), item.id)).toEqual([]);
  });
});
