import { ApiError } from '@cairn/services';
import type { StreamEvent } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { makeStore } from '../../testing/test-store.test-util';
import { pageFixtures as pf } from './page.fixtures';
import { pageListKey } from './page-records';
import { applyPageEvent, pageEventWork } from './pages.live';
import { selectPage, selectPageListPages } from './pages.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const P2 = fixtures.projectLite(2).id;

const event = (over: Partial<StreamEvent>): StreamEvent => ({
  workspace_id: fixtures.id(101), version: 1, project_id: P, entity_type: 'page', entity_id: pf.id(1), work_item_id: null, action: 'updated',
  changes: {}, actor_id: fixtures.id(2), created_at: '2025-01-01T00:00:00.000Z', ...over,
});

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('pages: live events', () => {
  it('reads only what the store holds again', async () => {
    const list = jest.fn(async () => [pf.page(1, { project_ids: [P, P2] })]);
    const { store } = makeStore({ pages: { list } });
    expect(pageEventWork(store.getState(), event({}))).toEqual({ forget: false, page: undefined, projectIds: [] });
    await store.getState().loadPages(SLUG, P);
    expect(pageEventWork(store.getState(), event({}))).toEqual({ forget: false, page: { projectId: P, pageId: pf.id(1) }, projectIds: [P] });
    expect(pageEventWork(store.getState(), event({ action: 'deleted' }))).toMatchObject({ forget: true, page: undefined });
  });

  it('a delete drops the page; an update re-reads it and the loaded lists; a 404 drops it quietly', async () => {
    const list = jest.fn().mockResolvedValueOnce([pf.page(1), pf.page(2)]).mockResolvedValueOnce([pf.page(1, { name: 'Renamed' }), pf.page(2)])
      .mockResolvedValue([pf.page(1, { name: 'Renamed' })]);
    const get = jest.fn().mockResolvedValueOnce(pf.page(1, { name: 'Renamed', description_html: '<p>x</p>' })).mockRejectedValueOnce(new ApiError(404, { error: 'Page not found' }));
    const { store } = makeStore({ pages: { list, get } });
    await store.getState().loadPages(SLUG, P);
    await applyPageEvent(store.getState(), SLUG, event({}));
    expect(selectPage(store.getState(), pf.id(1))).toMatchObject({ name: 'Renamed', description_html: '<p>x</p>' });
    expect(list).toHaveBeenCalledTimes(2);
    await applyPageEvent(store.getState(), SLUG, event({ entity_id: pf.id(2), action: 'deleted' }));
    expect(selectPageListPages(store.getState(), pageListKey(P)).map((p) => p.id)).toEqual([pf.id(1)]);
    list.mockResolvedValue([]);
    await applyPageEvent(store.getState(), SLUG, event({}));
    expect(selectPage(store.getState(), pf.id(1))).toBeUndefined();
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('ignores other entities', async () => {
    const { store } = makeStore();
    await expect(applyPageEvent(store.getState(), SLUG, event({ entity_type: 'view' }))).resolves.toBeUndefined();
  });
});
