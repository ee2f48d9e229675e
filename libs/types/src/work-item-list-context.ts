import type { AppRoute } from './boot/app-route';
import { apiPaths } from './paths';
import type { ListUserProperties, SubWorkItemDisplayProperties, WorkItemDisplayFilters, WorkItemDisplayProperties } from './schemas/work-item-list.schema';
import { SUB_WORK_ITEM_DISPLAY_PROPERTIES } from './work-item-constants';
import { WORK_ITEM_DISPLAY_PROPERTIES, type GlobalViewId, type ProfileViewType } from './work-item-list-constants';

/**
 * One list of work items (spec §2 list contexts): its stored display settings and its loaded pages are kept per
 * context. Shared by the client (libs/state) and the server's boot, which embeds a list route's first page.
 */
export type ListContext =
  | { kind: 'project'; projectId: string }
  | { kind: 'archived'; projectId: string }
  | { kind: 'draft'; projectId: string }
  | { kind: 'cycle'; projectId: string; cycleId: string }
  | { kind: 'module'; projectId: string; moduleId: string }
  | { kind: 'workspace'; view: GlobalViewId }
  | { kind: 'profile'; userId: string; list: ProfileViewType }
  // Issue 14: saved views (their settings are the view's fields), a teamspace's list and a project's epics.
  | { kind: 'view'; projectId: string; viewId: string }
  | { kind: 'globalView'; viewId: string }
  | { kind: 'team'; teamspaceId: string }
  | { kind: 'teamView'; teamspaceId: string; viewId: string }
  | { kind: 'epics'; projectId: string };

/** One kind of list context. */
export type ListContextKind = ListContext['kind'];

/** Whether a context lists items of several projects (global views, profile lists, teams and their views). */
export function isMultiProjectKind(kind: ListContextKind): boolean {
  return kind === 'workspace' || kind === 'profile' || kind === 'globalView' || kind === 'team' || kind === 'teamView';
}

/** The list an app route shows first, if any (the contexts apps/web's list routes build); `userId` is the signed-in user. */
export function routeListContext(route: AppRoute, userId: string | undefined): ListContext | undefined {
  switch (route.kind) {
    case 'project':
      if (route.section?.area === 'modules' && route.section.id) return { kind: 'module', projectId: route.projectId, moduleId: route.section.id };
      if (route.section?.area === 'cycles' && route.section.id && !route.section.archived) return { kind: 'cycle', projectId: route.projectId, cycleId: route.section.id };
      if (route.section?.area === 'views' && route.section.id) return { kind: 'view', projectId: route.projectId, viewId: route.section.id };
      if (route.section?.area === 'epics' && !route.section.id) return { kind: 'epics', projectId: route.projectId };
      return route.list ? { kind: route.list, projectId: route.projectId } : undefined;
    case 'profile': {
      const id = route.userId ?? userId;
      return id && route.tab === 'list' ? { kind: 'profile', userId: id, list: route.list } : undefined;
    }
    case 'workspace-view':
      return { kind: 'workspace', view: route.view };
    case 'saved-workspace-view':
      return { kind: 'globalView', viewId: route.viewId };
    default:
      return undefined;
  }
}

/** The GET path of a context's items (the list endpoint libs/services calls for it). */
export function workItemListPath(slug: string, ctx: ListContext): string {
  switch (ctx.kind) {
    case 'project': return apiPaths.workItems(slug, ctx.projectId);
    case 'archived': return apiPaths.archivedWorkItems(slug, ctx.projectId);
    case 'draft': return apiPaths.workItemDrafts(slug, ctx.projectId);
    case 'cycle': return apiPaths.cycleIssues(slug, ctx.projectId, ctx.cycleId);
    case 'module': return apiPaths.moduleIssues(slug, ctx.projectId, ctx.moduleId);
    case 'workspace': return apiPaths.workspaceWorkItems(slug);
    case 'profile': return apiPaths.profileWorkItems(slug, ctx.userId, ctx.list);
    case 'view': return apiPaths.viewIssues(slug, ctx.projectId, ctx.viewId);
    case 'globalView': return apiPaths.workspaceViewIssues(slug, ctx.viewId);
    case 'team': return apiPaths.teamspaceIssues(slug, ctx.teamspaceId);
    case 'teamView': return apiPaths.teamspaceViewIssues(slug, ctx.teamspaceId, ctx.viewId);
    case 'epics': return apiPaths.workItems(slug, ctx.projectId, 'epics');
  }
}

/**
 * The GET path of the record a context's display settings live in: a project's user-properties (shared by its archived
 * and draft lists), a workspace view key's (global views, `profile-<list>`), a cycle's, module's, the epics', a
 * team's, or the saved view itself.
 */
export function listSettingsPath(slug: string, ctx: ListContext): string {
  switch (ctx.kind) {
    case 'project':
    case 'archived':
    case 'draft':
      return apiPaths.projectUserProperties(slug, ctx.projectId);
    case 'cycle': return apiPaths.cycleUserProperties(slug, ctx.projectId, ctx.cycleId);
    case 'module': return apiPaths.moduleUserProperties(slug, ctx.projectId, ctx.moduleId);
    case 'workspace': return apiPaths.workspaceUserProperties(slug, ctx.view);
    case 'profile': return apiPaths.workspaceUserProperties(slug, `profile-${ctx.list}`);
    case 'view': return apiPaths.view(slug, ctx.projectId, ctx.viewId);
    case 'globalView': return apiPaths.workspaceView(slug, ctx.viewId);
    case 'team': return apiPaths.teamspaceUserProperties(slug, ctx.teamspaceId);
    case 'teamView': return apiPaths.teamspaceView(slug, ctx.teamspaceId, ctx.viewId);
    case 'epics': return apiPaths.epicsUserProperties(slug, ctx.projectId);
  }
}

const ALL_PROPERTIES = Object.freeze(Object.fromEntries(WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, true])) as WorkItemDisplayProperties);

/** Sub-work-item display properties nobody changed: every one on (spec §3). The same frozen object every time. */
export const DEFAULT_SUB_WORK_ITEM_DISPLAY_PROPERTIES: Readonly<Required<SubWorkItemDisplayProperties>> = Object.freeze(
  Object.fromEntries(SUB_WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, true])) as Required<SubWorkItemDisplayProperties>,
);

function defaultsFor(layout: 'list' | 'spreadsheet', withSubItems: boolean): ListUserProperties {
  const display: WorkItemDisplayFilters = {
    // No order_by: "not chosen" — the list's order then follows defaultOrderBy (the local cache and the layout decide).
    layout, group_by: null, sub_group_by: null, sub_issue: true, type: null, show_empty_groups: true,
    calendar_layout: 'month', gantt_scale: 'month',
  };
  const props: ListUserProperties = { filters: Object.freeze({}), display_filters: Object.freeze(display), display_properties: ALL_PROPERTIES };
  if (withSubItems) props.sub_issue_display_properties = DEFAULT_SUB_WORK_ITEM_DISPLAY_PROPERTIES;
  return Object.freeze(props);
}

const PROJECT_DEFAULTS = defaultsFor('list', true);
const PROFILE_DEFAULTS = defaultsFor('list', false);
const GLOBAL_VIEW_DEFAULTS = defaultsFor('spreadsheet', false);

/** Whether a kind of context keeps its settings in the project's record (which also holds the sub-work-item part). */
function isProjectKind(kind: ListContextKind): boolean {
  return kind === 'project' || kind === 'archived' || kind === 'draft';
}

/**
 * The settings of a context nobody stored anything for (the server answers the same): global views open as a
 * spreadsheet; project contexts (project, archived, draft) also have sub_issue_display_properties, all on; cycle and
 * module lists open as a list (spec §9) without the sub-item part (their records hold none).
 */
export function defaultListProperties(kind: ListContextKind): ListUserProperties {
  if (kind === 'workspace' || kind === 'globalView') return GLOBAL_VIEW_DEFAULTS;
  return isProjectKind(kind) ? PROJECT_DEFAULTS : PROFILE_DEFAULTS;
}

/** A server answer with every missing part and key taken from the defaults (the sub-work-item part for project contexts only). */
export function fillListProperties(kind: ListContextKind, answer: Partial<ListUserProperties> | undefined): ListUserProperties {
  const base = defaultListProperties(kind);
  const filled: ListUserProperties = {
    filters: { ...base.filters, ...definedOf(answer?.filters) },
    display_filters: { ...base.display_filters, ...definedOf(answer?.display_filters) },
    display_properties: { ...base.display_properties, ...definedOf(answer?.display_properties) },
  };
  if (base.sub_issue_display_properties) {
    filled.sub_issue_display_properties = { ...base.sub_issue_display_properties, ...definedOf(answer?.sub_issue_display_properties) };
  }
  return filled;
}

// An absent key and an undefined one mean the same: keep the default.
function definedOf<T extends object>(part: T | undefined): Partial<T> {
  if (!part) return {};
  return Object.fromEntries(Object.entries(part).filter(([, v]) => v !== undefined)) as Partial<T>;
}
