import { fixtures } from '../../testing/fixtures';
import { deferred } from '../../testing/test-store.test-util';
import { P, refused, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { selectWorkItemActivity, selectWorkItemActivityLoader } from './activity.selectors';

const item = fixtures.id(2001);

describe('activity slice', () => {
  it('loads the history with the asked types, then refetches with the fetch loader', async () => {
    const entries = [fixtures.activity(1), fixtures.activity(2)];
    const list = jest.fn().mockResolvedValueOnce(entries).mockResolvedValueOnce([entries[0]]);
    const { store } = await workItemStore({ history: { list } });
    const first = store.getState().loadWorkItemActivity(SLUG, P, item, ['issue-property', 'issue-comment']);
    expect(selectWorkItemActivityLoader(store.getState(), item)).toBe('init-loader');
    await first;
    expect(list).toHaveBeenCalledWith(SLUG, P, item, ['issue-property', 'issue-comment']);
    expect(selectWorkItemActivity(store.getState(), item)).toEqual(entries);
    const again = store.getState().loadWorkItemActivity(SLUG, P, item);
    expect(selectWorkItemActivityLoader(store.getState(), item)).toBe('fetch');
    await again;
    expect(selectWorkItemActivity(store.getState(), item)).toEqual([entries[0]]);
    expect(selectWorkItemActivityLoader(store.getState(), item)).toBeUndefined();
  });

  it('a failure clears the loader, keeps what was shown, toasts once and rethrows', async () => {
    const answer = deferred<never>();
    const list = jest.fn().mockResolvedValueOnce([fixtures.activity(1)]).mockReturnValueOnce(answer.promise);
    const { store } = await workItemStore({ history: { list } });
    await store.getState().loadWorkItemActivity(SLUG, P, item);
    const pending = store.getState().loadWorkItemActivity(SLUG, P, item);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemActivityLoader(store.getState(), item)).toBeUndefined();
    expect(selectWorkItemActivity(store.getState(), item)).toHaveLength(1);
    expect(store.getState().toasts).toHaveLength(1);
  });
});
