import type { IssueView, ListUserPropertiesUpdate } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { P, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { viewFixtures } from '../views/view.fixtures';
import { contextFromKey, contextViewOf, isMultiProjectKind, listContextKey, listPropertiesSource, parseListKey, type ListContext } from './list-context';
import { selectListCapabilities, selectListProperties } from './work-item-lists.selectors';
import { effectiveListParams } from './display-rules';
import { listsItem } from './list-placement';

const T = fixtures.id(700);
const V = viewFixtures.id(1);
const contexts: ListContext[] = [
  { kind: 'view', projectId: P, viewId: V },
  { kind: 'globalView', viewId: V },
  { kind: 'team', teamspaceId: T },
  { kind: 'teamView', teamspaceId: T, viewId: V },
  { kind: 'epics', projectId: P },
];

describe('list contexts of issue 14 (views, teams, epics)', () => {
  it.each(contexts)('%o: its key names it back, and parses to its ids', (ctx) => {
    const key = listContextKey(ctx);
    expect(contextFromKey(key)).toEqual(ctx);
    expect(parseListKey(key)).toMatchObject({ kind: ctx.kind });
  });

  it('keeps settings on the view for view kinds, in their own records for teams and epics', () => {
    expect(listPropertiesSource({ kind: 'view', projectId: P, viewId: V })).toEqual({ scope: 'view', view: { kind: 'project', projectId: P }, viewId: V });
    expect(listPropertiesSource({ kind: 'globalView', viewId: V })).toEqual({ scope: 'view', view: { kind: 'workspace' }, viewId: V });
    expect(contextViewOf({ kind: 'teamView', teamspaceId: T, viewId: V })).toEqual({ scope: { kind: 'team', teamspaceId: T }, viewId: V });
    expect(listPropertiesSource({ kind: 'team', teamspaceId: T })).toEqual({ scope: 'team', teamspaceId: T });
    expect(listPropertiesSource({ kind: 'epics', projectId: P })).toEqual({ scope: 'epics', projectId: P });
  });

  it('mixes projects in saved global views and teams: no creation there, and sort_order reads as -created_at', () => {
    expect(['globalView', 'team', 'teamView'].every((k) => isMultiProjectKind(k as ListContext['kind']))).toBe(true);
    expect(isMultiProjectKind('view')).toBe(false);
    for (const ctx of contexts.filter((c) => c.kind !== 'view')) expect(selectListCapabilities(ctx).canCreate).toBe(false);
    expect(selectListCapabilities({ kind: 'view', projectId: P, viewId: V }).canQuickAdd).toBe(true);
    const props = { filters: {}, display_filters: { layout: 'list' as const, order_by: 'sort_order' as const }, display_properties: {} };
    expect(effectiveListParams({ kind: 'globalView', viewId: V }, props).order_by).toBe('-created_at');
    expect(effectiveListParams({ kind: 'team', teamspaceId: T }, props).order_by).toBe('-created_at');
    expect(effectiveListParams({ kind: 'view', projectId: P, viewId: V }, props).order_by).toBe('sort_order');
  });

  it('lists epics in the epics list only', () => {
    const epic = { ...fixtures.workItem(1), is_epic: true };
    const item = fixtures.workItem(2);
    expect(listsItem(`epics:${P}`, epic as never)).toBe(true);
    expect(listsItem(`epics:${P}`, item as never)).toBe(false);
    expect(listsItem(`project:${P}`, epic as never)).toBe(false);
    expect(listsItem(`view:${P}:${V}`, item as never)).toBe(true);
  });
});

describe('a saved view as a list: its settings are the view', () => {
  const ctx: ListContext = { kind: 'view', projectId: P, viewId: V };
  const key = listContextKey(ctx);
  const mine = viewFixtures.view(1, { owned_by: fixtures.user().id, filters: { priority: ['high'] }, display_filters: { layout: 'kanban' } });

  async function viewStore(view: IssueView, update = jest.fn(async (_s: string, _scope: unknown, _id: string, body: ListUserPropertiesUpdate) => ({ ...view, ...body }) as IssueView)) {
    const made = await workItemStore({ views: { get: async () => view, update } });
    await made.store.getState().loadListProperties(SLUG, ctx);
    return { ...made, update };
  }

  it('loads the view: its filters and display settings become the list settings, and the views slice holds it', async () => {
    const { store } = await viewStore(mine);
    expect(selectListProperties(store.getState(), key).filters).toEqual({ priority: ['high'] });
    expect(selectListProperties(store.getState(), key).display_filters.layout).toBe('kanban');
    expect(store.getState().viewsById[V]?.name).toBe('View 1');
  });

  it("saves a change into the view when the caller owns it, and the view's record follows", async () => {
    const { store, update } = await viewStore(mine);
    await store.getState().updateListProperties(SLUG, ctx, { filters: { priority: ['low'] } });
    expect(update).toHaveBeenCalledWith(SLUG, { kind: 'project', projectId: P }, V, expect.objectContaining({ filters: expect.objectContaining({ priority: ['low'] }) }));
    expect(store.getState().viewsById[V]?.filters).toMatchObject({ priority: ['low'] });
  });

  it("keeps any change local on a locked view and on someone else's view", async () => {
    const locked = await viewStore({ ...mine, is_locked: true });
    await locked.store.getState().updateListProperties(SLUG, ctx, { display_filters: { layout: 'list' } });
    expect(locked.update).not.toHaveBeenCalled();
    expect(selectListProperties(locked.store.getState(), key).display_filters.layout).toBe('list');
    const theirs = await viewStore({ ...mine, owned_by: fixtures.id(99) });
    await theirs.store.getState().updateListProperties(SLUG, ctx, { display_filters: { layout: 'list' } });
    expect(theirs.update).not.toHaveBeenCalled();
    expect(selectListProperties(theirs.store.getState(), key).display_filters.layout).toBe('list');
  });

  it('rolls the settings back when saving into the view fails', async () => {
    const update = jest.fn(async () => Promise.reject(new Error('down')));
    const { store } = await viewStore(mine, update as never);
    await expect(store.getState().updateListProperties(SLUG, ctx, { filters: { priority: ['low'] } })).rejects.toThrow('down');
    expect(selectListProperties(store.getState(), key).filters).toEqual({ priority: ['high'] });
  });
});
