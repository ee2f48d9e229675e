import type { Favorite } from '@cairn/types';
import { makeStore } from '../../testing/test-store.test-util';
import { selectSidebarFavorites, selectSidebarFolderChildren } from './favorites-sidebar.selectors';

const SLUG = 'ws-1';
const base = { entity_data: null, project_id: 'p1', parent: null, is_folder: false, sequence: 10000, created_at: '2025-01-01T00:00:00.000Z' };
const tree: Favorite[] = [
  { ...base, id: 'F', entity_type: 'folder', entity_identifier: null, project_id: null, is_folder: true, name: 'Box', children: [
    { ...base, id: 'c', entity_type: 'cycle', entity_identifier: 'c1', parent: 'F', name: 'Sprint', entity_data: { name: 'Sprint' } },
  ] },
  { ...base, id: 'm', entity_type: 'module', entity_identifier: 'm1', name: 'Billing', sequence: 20000, entity_data: { name: 'Billing' } },
];

describe('sidebar favorites', () => {
  it('shows entities starred here last (pending) until the list is read again; listed favorites stay', async () => {
    const { store } = makeStore({ favorites: { list: async () => tree } });
    await store.getState().loadFavorites(SLUG);
    const first = selectSidebarFavorites(store.getState(), SLUG);
    expect(first.map((f) => f.id)).toEqual(['F', 'm']);
    expect(selectSidebarFavorites(store.getState(), SLUG)).toBe(first);
    store.setState((d) => {
      d.workspaceIds = ['w1'];
      d.workspacesById.w1 = { id: 'w1', slug: SLUG } as never;
      d.projectIdsBySlug[SLUG] = ['p1'];
      d.projectsById.p1 = { id: 'p1', name: 'Web', identifier: 'WEB', is_member: true, is_favorite: true, archived_at: null, logo_props: null } as never;
      d.modulesById.m1 = { id: 'm1', name: 'Billing', project_id: 'p1', workspace: 'w1', is_favorite: false, archived_at: null } as never;
      d.cyclesById.c1 = { id: 'c1', name: 'Sprint', project_id: 'p1', is_favorite: false, archived_at: null } as never;
    });
    const now = selectSidebarFavorites(store.getState(), SLUG);
    expect(now.map((f) => [f.id, f.pending ?? false])).toEqual([['F', false], ['m', false], ['pending-project-p1', true]]);
    expect(now[2]).toMatchObject({ entity_type: 'project', entity_identifier: 'p1', project_id: 'p1', name: 'Web' });
    expect(selectSidebarFolderChildren(store.getState(), 'F').map((f) => f.id)).toEqual(['c']);
  });
});
