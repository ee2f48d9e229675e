import { fixtures } from '../../testing/fixtures';
import { P, page, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { dropProjectWorkItemArea, initialWorkItemAreaState } from './work-item-area';

describe('work-item area helpers', () => {
  it('drop a project\'s items with their comments, links and lists, and leave other projects alone', async () => {
    const mine = fixtures.workItem(1);
    const other = fixtures.workItem(2, { project_id: fixtures.id(502) });
    const { store } = await workItemStore({
      workItems: { list: async () => page([mine, other]) },
      comments: { list: async () => [fixtures.comment(1)] },
      links: { list: async () => [fixtures.link(1)] },
    }, [mine, other]);
    await store.getState().loadComments(SLUG, P, mine.id);
    await store.getState().loadWorkItemLinks(SLUG, P, mine.id);
    store.setState((d) => dropProjectWorkItemArea(d, P));
    const state = store.getState();
    expect(Object.keys(state.workItemsById)).toEqual([other.id]);
    expect(state.commentsById).toEqual({});
    expect(state.linkIdsByItem).toEqual({});
  });

  it('the initial data covers every work-item area field', async () => {
    const { store } = await workItemStore({}, [fixtures.workItem(1)]);
    store.setState((d) => {
      Object.assign(d, initialWorkItemAreaState());
    });
    expect(store.getState().workItemsById).toEqual({});
    expect(store.getState().workItemReactionsByItem).toEqual({});
  });
});
