import { ROLE } from '@cairn/types';
import type { IssueView, ListUserProperties, Role, SubWorkItemDisplayProperties } from '@cairn/types';
import { listOf } from '../../core/memo';
import { selectMyWorkspaceRole } from '../members/members.selectors';
import { selectProjectRole } from '../projects/projects.selectors';
import type { WebState } from '../../core/types';
import type { WorkItemRecord } from '../work-items/work-item-records';
import { DEFAULT_SUB_WORK_ITEM_DISPLAY_PROPERTIES, defaultListProperties, listContextKey, parseListKey, type ListContext } from './list-context';
import type { ListLoader, WorkItemListState } from './list-pages';

/** The loaded list of a context key (listContextKey), undefined until a load started. */
export const selectWorkItemList = (state: WebState, key: string): WorkItemListState | undefined => state.workItemLists[key];

/** The list's loader ('init-loader' | 'fetch' | 'pagination' | 'mutation' | undefined). */
export const selectWorkItemListLoader = (state: WebState, key: string): ListLoader => state.workItemLists[key]?.loader;

/** Every loaded item of a list, once each, in list order (a stable array between renders). */
export const selectWorkItemListItems = (state: WebState, key: string): readonly WorkItemRecord[] =>
  listOf(state.workItemLists[key]?.ids, state.workItemsById);

/** The items of some ids (a group's or sub-group's `ids`), in order (a stable array between renders). */
export const selectWorkItemsOf = (state: WebState, ids: readonly string[] | undefined): readonly WorkItemRecord[] => listOf(ids, state.workItemsById);

/** The user's settings of a list, or the defaults (the same object every time) until they are loaded. */
export const selectListProperties = (state: WebState, key: string): ListUserProperties =>
  state.listPropertiesByKey[key] ?? defaultListProperties(parseListKey(key).kind);

/**
 * Which properties the sub-items widget of a project's work items shows for the user (the project's stored
 * sub_issue_display_properties, every key filled; all on until loaded). Stable between renders.
 */
export const selectSubWorkItemDisplayProperties = (state: WebState, projectId: string): Readonly<Required<SubWorkItemDisplayProperties>> => {
  const stored = state.listPropertiesByKey[listContextKey({ kind: 'project', projectId })]?.sub_issue_display_properties;
  return (stored as Required<SubWorkItemDisplayProperties> | undefined) ?? DEFAULT_SUB_WORK_ITEM_DISPLAY_PROPERTIES;
};

/** What a list lets the user do (spec §6). */
export interface ListCapabilities {
  /** The create modal may preset this list's context. */
  canCreate: boolean;
  canQuickAdd: boolean;
  canInlineEdit: boolean;
}

const READ_ONLY: ListCapabilities = Object.freeze({ canCreate: false, canQuickAdd: false, canInlineEdit: false });
const EDIT_ONLY: ListCapabilities = Object.freeze({ canCreate: false, canQuickAdd: false, canInlineEdit: true });
const FULL: ListCapabilities = Object.freeze({ canCreate: true, canQuickAdd: true, canInlineEdit: true });

/**
 * Spec §6 context restrictions: archived lists and global views (built-in and saved) allow no creation or quick add
 * (inline editing still works), nor do teams, team views and the epics list; the subscribed profile list no creation;
 * guests only read. Pure; the answers are shared objects.
 */
export function selectListCapabilities(ctx: ListContext, projectRole?: Role): ListCapabilities {
  if (projectRole === ROLE.GUEST) return READ_ONLY;
  // Lists without one project to create in (global and team views, teams) and epics (created from their own button).
  if (ctx.kind === 'archived' || ctx.kind === 'workspace' || ctx.kind === 'globalView' || ctx.kind === 'team' || ctx.kind === 'teamView') return EDIT_ONLY;
  if (ctx.kind === 'epics') return EDIT_ONLY;
  if (ctx.kind === 'profile' && ctx.list === 'subscribed') return EDIT_ONLY;
  return FULL;
}

/**
 * Whether the caller may change a saved view (its settings, name, lock, access, deletion): its owner, a workspace
 * admin, and for a project view the project's admins.
 */
export function canEditView(state: WebState, slug: string, view: IssueView): boolean {
  const me = state.currentUser?.id;
  if (me && view.owned_by === me) return true;
  if (selectMyWorkspaceRole(state, slug) === ROLE.ADMIN) return true;
  return view.project !== null && selectProjectRole(state, view.project) === ROLE.ADMIN;
}
