import type { StreamEvent } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { makeStore } from '../../testing/test-store.test-util';
import { viewFixtures as vf } from './view.fixtures';
import { applyViewEvent, viewEventWork } from './views.live';
import { selectView, selectViewsOf } from './views.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const T = fixtures.id(900);

const event = (over: Partial<StreamEvent>): StreamEvent => ({
  workspace_id: fixtures.id(101), version: 1, project_id: P, entity_type: 'view', entity_id: vf.id(1), work_item_id: null, action: 'updated',
  changes: {}, actor_id: fixtures.id(2), created_at: '2025-01-01T00:00:00.000Z', ...over,
});

describe('views: live events', () => {
  it('reads only what the store holds again: the project\'s list, or for global and team views their scope', async () => {
    const list = jest.fn(async (_s: string, scope: { kind: string }) => (scope.kind === 'project' ? [vf.view(1)] : scope.kind === 'team' ? [vf.teamView(3, T)] : [vf.globalView(2)]));
    const { store } = makeStore({ views: { list } });
    expect(viewEventWork(store.getState(), SLUG, event({}))).toEqual({ forget: false, view: undefined, lists: [] });
    await store.getState().loadViews(SLUG, { kind: 'project', projectId: P });
    await store.getState().loadViews(SLUG, { kind: 'workspace' });
    await store.getState().loadViews(SLUG, { kind: 'team', teamspaceId: T });
    expect(viewEventWork(store.getState(), SLUG, event({})).lists).toEqual([{ kind: 'project', projectId: P }]);
    expect(viewEventWork(store.getState(), SLUG, event({ project_id: null, entity_id: vf.id(3) })).lists).toEqual([{ kind: 'team', teamspaceId: T }]);
    expect(viewEventWork(store.getState(), SLUG, event({ project_id: null, entity_id: vf.id(8), action: 'created' })).lists)
      .toEqual([{ kind: 'workspace' }, { kind: 'team', teamspaceId: T }]);
    expect(viewEventWork(store.getState(), 'other', event({ project_id: null, entity_id: vf.id(8) })).lists).toEqual([]);
  });

  it('drops a deleted view at once and refreshes the list; re-reads an edited view held without its list', async () => {
    const renamed = vf.view(1, { name: 'Renamed' });
    const list = jest.fn().mockResolvedValueOnce([vf.view(1), vf.view(2)]).mockResolvedValueOnce([vf.view(2)]);
    const get = jest.fn(async () => renamed);
    const { store } = makeStore({ views: { list, get } });
    await store.getState().loadViews(SLUG, { kind: 'project', projectId: P });
    await applyViewEvent(store.getState(), SLUG, event({ action: 'deleted' }));
    expect(selectView(store.getState(), vf.id(1))).toBeUndefined();
    expect(selectViewsOf(store.getState(), `project:${P}`).map((v) => v.id)).toEqual([vf.id(2)]);

    const { store: other } = makeStore({ views: { get } });
    other.getState().applyViewRecord(vf.view(1));
    await applyViewEvent(other.getState(), SLUG, event({ changes: { name: { old: 'View 1', new: 'Renamed' } } }));
    expect(get).toHaveBeenCalledWith(SLUG, { kind: 'project', projectId: P }, vf.id(1));
    expect(selectView(other.getState(), vf.id(1))?.name).toBe('Renamed');
  });
});
