import type { FavoriteEntityType } from '@cairn/types';
import type { WebState } from '../../core/types';
import { selectFavoriteCycles } from '../cycles/cycles.selectors';
import { selectFavoriteModules } from '../modules/modules.selectors';
import { selectFavoriteProjects } from '../projects/projects.selectors';
import { selectFavoriteViews } from '../views/views.selectors';
import type { FavoriteRecord } from './favorite-records';
import { selectFavoriteChildren, selectTopFavorites } from './favorites.selectors';

// What the sidebar lists. The favorites read from user-favorites/ are the truth, but a star set on a project, cycle,
// module or view shows at once (optimistic) before that list is read again: an entity the store marks as a favorite
// that the list lacks is shown last as `pending`. (A star taken off is not hidden ahead of the read: an entity record
// loaded before a favorite was made elsewhere may still say false, and hiding a confirmed favorite would be wrong.)

/** A favorite as the sidebar shows it; `pending` ones come from an entity's own star and cannot be moved yet. */
export type SidebarFavorite = FavoriteRecord & { pending?: boolean };

// Views name their project `project`; cycles and modules `project_id`.
type Starred = { id: string; name: string; project_id?: string | null; project?: string | null; logo_props?: unknown; is_favorite?: boolean };

function pendingOf(type: FavoriteEntityType, e: Starred): SidebarFavorite {
  const project = type === 'project' ? e.id : (e.project_id ?? e.project ?? null);
  const logo = type === 'project' ? { logo_props: (e.logo_props ?? {}) as Record<string, unknown> } : {};
  return {
    id: `pending-${type}-${e.id}`, entity_type: type, entity_identifier: e.id, entity_data: { name: e.name, ...logo }, project_id: project, parent: null,
    is_folder: false, name: e.name, sequence: Number.MAX_SAFE_INTEGER, created_at: '', pending: true,
  };
}

// Recomputed only when one of its inputs changed, so the answer is a stable reference between renders.
function memoOn<T>(compute: (state: WebState, key: string) => T, inputs: (state: WebState, key: string) => readonly unknown[]) {
  const cache = new Map<string, { inputs: readonly unknown[]; value: T }>();
  return (state: WebState, key: string): T => {
    const now = inputs(state, key);
    const hit = cache.get(key);
    if (hit && hit.inputs.length === now.length && hit.inputs.every((v, i) => Object.is(v, now[i]))) return hit.value;
    const value = compute(state, key);
    cache.set(key, { inputs: now, value });
    return value;
  };
}

const starredInputs = (state: WebState, slug: string) => [
  selectFavoriteProjects(state, slug), selectFavoriteCycles(state, slug), selectFavoriteModules(state, slug), selectFavoriteViews(state, slug),
];

/** The sidebar's top level: the listed favorites, then entities starred here and not listed yet. */
export const selectSidebarFavorites = memoOn((state: WebState, slug: string): readonly SidebarFavorite[] => {
  const top = selectTopFavorites(state, slug);
  const listed = new Set<string>();
  for (const f of top) {
    if (f.entity_identifier) listed.add(`${f.entity_type}:${f.entity_identifier}`);
    for (const child of f.is_folder ? selectFavoriteChildren(state, f.id) : []) listed.add(`${child.entity_type}:${child.entity_identifier}`);
  }
  const [projects, cycles, modules, views] = starredInputs(state, slug) as unknown as [Starred[], Starred[], Starred[], Starred[]];
  const pending: SidebarFavorite[] = [];
  for (const [type, list] of [['project', projects], ['cycle', cycles], ['module', modules], ['view', views]] as const) {
    for (const e of list) if (!listed.has(`${type}:${e.id}`)) pending.push(pendingOf(type, e));
  }
  return pending.length === 0 ? top : [...top, ...pending];
}, (state, slug) => [state.favoriteIdsBySlug[slug], state.favoritesById, state.favoriteChildIdsByFolder, ...starredInputs(state, slug)]);

/** A folder's favorites as the sidebar shows them. */
export const selectSidebarFolderChildren = (state: WebState, folderId: string): readonly SidebarFavorite[] => selectFavoriteChildren(state, folderId);
