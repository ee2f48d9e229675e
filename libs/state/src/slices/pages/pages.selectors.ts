import { canCreatePage, pageAbilities } from '@cairn/types';
import type { MentioningPage, Page, PageAbilities, PagesSummary, PageVersion } from '@cairn/types';
import { derived, EMPTY } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';
import { selectProjectRole } from '../projects/projects.selectors';
import { matchesPagesQuery, type PageCollection, type PageListState, type PageSavingStatus } from './page-records';

/** One page. */
export const selectPage = (state: WebState, pageId: string): Page | undefined => state.pages.byId[pageId];

/** Where a page's detail read stands. */
export const selectPageDetailStatus = (state: WebState, pageId: string): 'idle' | 'loading' | 'ready' | 'error' | 'missing' => state.pages.detailStatus[pageId] ?? 'idle';

const IDLE_LIST: PageListState = Object.freeze({ ids: [] as string[], status: 'idle' as LoadStatus, projectId: '', query: {} }) as PageListState;

/** A pages list (pageListKey) as loaded: ids in the server's order, status, the failure text. */
export const selectPageList = (state: WebState, key: string): PageListState => state.pages.lists[key] ?? IDLE_LIST;

const listPages = derived((list: PageListState, context: { byId: Record<string, Page>; userId: string | undefined }): readonly Page[] => {
  const out: Page[] = [];
  for (const id of list.ids) {
    const page = context.byId[id];
    // A page an optimistic change took out of the list's tab, filters or project is hidden until the next read.
    if (page && matchesPagesQuery(page, list.projectId, list.query, context.userId)) out.push(page);
  }
  return out;
});
const contexts = new WeakMap<Record<string, Page>, Map<string, { byId: Record<string, Page>; userId: string | undefined }>>();
function contextOf(byId: Record<string, Page>, userId: string | undefined) {
  let byUser = contexts.get(byId);
  if (!byUser) contexts.set(byId, (byUser = new Map()));
  let context = byUser.get(userId ?? '');
  if (!context) byUser.set(userId ?? '', (context = { byId, userId }));
  return context;
}

/** The pages of a list in the server's order, without those a local change took out of it. Memoised (stable array). */
export const selectPageListPages = (state: WebState, key: string): readonly Page[] => {
  const list = state.pages.lists[key];
  if (!list) return EMPTY;
  return listPages(list, contextOf(state.pages.byId, state.currentUser?.id));
};

/** A project's counts per tab (pages-summary/), once loaded. */
export const selectPagesSummary = (state: WebState, projectId: string): PagesSummary | undefined => state.pages.summaries[projectId];

/**
 * The caller's highest project role across a page's projects (selectProjectRole per project: workspace admin → admin),
 * null when in none of them.
 */
export function selectPageRole(state: WebState, page: Pick<Page, 'project_ids'>): number | null {
  let best: number | null = null;
  for (const projectId of page.project_ids) {
    const role = selectProjectRole(state, projectId);
    if (role !== undefined && role !== null && (best === null || role > best)) best = role;
  }
  return best;
}

const NONE: PageAbilities = Object.freeze({ read: false, edit: false, editContent: false, duplicate: false, favorite: false, manage: false });
// One frozen object per combination, so the selector answers a stable reference for equal abilities.
const abilityObjects = new Map<string, PageAbilities>();
function stable(abilities: PageAbilities): PageAbilities {
  const key = [abilities.read, abilities.edit, abilities.editContent, abilities.duplicate, abilities.favorite, abilities.manage].map(Number).join('');
  let held = abilityObjects.get(key);
  if (!held) abilityObjects.set(key, (held = Object.freeze({ ...abilities })));
  return held;
}

/** What the caller may do on a page (pageAbilities of @cairn/types, spec §5/§6); nothing for an unknown page. Stable. */
export const selectPageAbilities = (state: WebState, pageId: string): PageAbilities => {
  const page = state.pages.byId[pageId];
  const userId = state.currentUser?.id;
  if (!page || !userId) return NONE;
  return stable(pageAbilities({ role: selectPageRole(state, page), userId, page }));
};

/** Whether the caller may create pages in a project (spec §5: member or admin). */
export const selectCanCreatePage = (state: WebState, projectId: string): boolean => canCreatePage(selectProjectRole(state, projectId) ?? null);

/** The title autosave indicator of a page. */
export const selectPageSaving = (state: WebState, pageId: string): PageSavingStatus => state.pages.saving[pageId] ?? 'idle';

const IDLE_VERSIONS: PageCollection<PageVersion> = Object.freeze({ items: [] as PageVersion[], status: 'idle' as LoadStatus }) as PageCollection<PageVersion>;
/** A page's versions (newest first) and where their read stands. */
export const selectPageVersions = (state: WebState, pageId: string): PageCollection<PageVersion> => state.pages.versions[pageId] ?? IDLE_VERSIONS;

/** A version's content (description_html), once read. */
export const selectPageVersionHtml = (state: WebState, versionId: string): string | undefined => state.pages.versionHtml[versionId];

const IDLE_MENTIONING: PageCollection<MentioningPage> = Object.freeze({ items: [] as MentioningPage[], status: 'idle' as LoadStatus }) as PageCollection<MentioningPage>;
/** The pages that mention a work item, and where their read stands. */
export const selectWorkItemPages = (state: WebState, workItemId: string): PageCollection<MentioningPage> => state.pages.mentioning[workItemId] ?? IDLE_MENTIONING;

/** A page's link (spec §2): /{slug}/projects/{firstProjectId}/pages/{pageId}. */
export function pageHref(slug: string, page: Pick<Page, 'id' | 'project_ids'>, fallbackProjectId?: string): string {
  return `/${slug}/projects/${page.project_ids[0] ?? fallbackProjectId ?? ''}/pages/${page.id}`;
}
