import { ORGANISE_ERROR_CODE, ORGANISE_TEXT, ROLE, type IssueViewUpdate, type Role } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findVisibleView, type ViewContext } from '../../data/repositories/views.repository';
import type { WorkItemListScope } from '../../data/repositories/work-item-list.repository';
import type { IssueViewRow } from '../../data/schema/views.schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { ANY_PROJECT_ROLE, requireProjectRole } from '../projects/projects.policy';
import { teamspaceAccess, teamspaceListScope } from '../teamspaces/teamspaces.access';
import { projectListScope, workspaceListScope } from '../work-item-lists/work-item-lists.access';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { viewDisplayFilters } from './views.presenter';

// Who may do what with saved views (issue 14, work-items spec §4 and §6):
// - read: project views every project role; workspace (global) views every workspace member; team views the team's
//   members and workspace admins (other workspace members 403). A private view is its owner's only: anyone else,
//   admins included, gets 404 — on the view, its issues/, PATCH and DELETE alike.
// - create: the same readers minus guests (403); project views only when the project has issue_views_view on (400).
// - edit, lock, unlock, delete: the view's owner, and project admins (project views) / workspace admins (global and
//   team views); never a guest. A locked view refuses changes to its name, filters and display settings (409) unless
//   the same PATCH unlocks it.

/** The three kinds of saved view. */
export type ViewKind = 'project' | 'workspace' | 'team';

/** The authorised context of a view route: where its views live and what the caller may do there. */
export interface ViewsAccess {
  kind: ViewKind;
  context: ViewContext;
  userId: string;
  /** Workspace role of the caller. */
  role: Role;
  /** The caller may create views here (not a guest; for project views, also not a project guest). */
  canCreate: boolean;
  /** The caller edits and deletes every view of the context they can see (project admins; workspace admins). */
  isManager: boolean;
  /** Set for project views: false when the project has views turned off. */
  featureOn: boolean;
  /** The work items the caller may see in this context, before any filter (a view's issues/). */
  listScope: (h: DbOrTx) => Promise<WorkItemListScope>;
}

/** Authorises a project's view routes (every project role reads; admins and members create). */
export async function projectViewsAccess(h: DbOrTx, slug: string, projectId: string, userId: string): Promise<ViewsAccess> {
  const access = await requireProjectRole(h, slug, projectId, userId, ANY_PROJECT_ROLE);
  return {
    kind: 'project',
    context: { workspaceId: access.workspace.id, projectId: access.project.id, teamspaceId: null },
    userId,
    role: access.role,
    canCreate: access.projectRole !== ROLE.GUEST,
    isManager: access.projectRole === ROLE.ADMIN,
    featureOn: access.project.issue_views_view,
    listScope: async () => projectListScope(access, userId, 'active', false),
  };
}

/** Authorises the workspace (global) view routes (every workspace member reads; admins and members create). */
export async function workspaceViewsAccess(h: DbOrTx, slug: string, userId: string): Promise<ViewsAccess> {
  const access = await requireWorkspaceRole(h, slug, userId, ANY_ROLE);
  return {
    kind: 'workspace',
    context: { workspaceId: access.workspace.id, projectId: null, teamspaceId: null },
    userId,
    role: access.role,
    canCreate: access.role !== ROLE.GUEST,
    isManager: access.role === ROLE.ADMIN,
    featureOn: true,
    listScope: (db) => workspaceListScope(db, access, userId),
  };
}

/**
 * Authorises a teamspace's view routes: the team's members and workspace admins (a workspace member outside the team
 * 403; a team the caller cannot see 404 as teamspaceAccess decides).
 */
export async function teamViewsAccess(h: DbOrTx, slug: string, teamspaceId: string, userId: string): Promise<ViewsAccess> {
  const access = await teamspaceAccess(h, slug, teamspaceId, userId);
  if (!access.isMember && access.role !== ROLE.ADMIN) throw forbidden();
  return {
    kind: 'team',
    context: { workspaceId: access.workspace.id, projectId: null, teamspaceId: access.teamspace.id },
    userId,
    role: access.role,
    canCreate: access.role !== ROLE.GUEST,
    isManager: access.role === ROLE.ADMIN,
    featureOn: true,
    listScope: (db) => teamspaceListScope(db, access, userId),
  };
}

/** Resolves the views access of a route (called inside the handler's transaction, if any). */
export type ResolveViewsAccess = (h: DbOrTx) => Promise<ViewsAccess>;

/** 404 'View not found': unknown ids, views of other contexts or workspaces, another user's private view. */
export function viewNotFound() {
  return notFound(ORGANISE_TEXT.viewNotFound);
}

/** The view by (workspace, context, id) when the caller may see it; 404 otherwise. `lock` locks the row. */
export async function requireView(h: DbOrTx, access: ViewsAccess, viewId: string, options: { lock?: boolean } = {}): Promise<IssueViewRow> {
  const view = await findVisibleView(h, access.context, viewId, access.userId, options);
  if (!view) throw viewNotFound();
  return view;
}

/** 403 unless the caller may create views here; 400 VIEWS_OFF when the project has views turned off. */
export function requireViewCreator(access: ViewsAccess): void {
  if (!access.canCreate) throw forbidden();
  if (!access.featureOn) throw badRequest(ORGANISE_TEXT.viewsOff, undefined, ORGANISE_ERROR_CODE.VIEWS_OFF);
}

/** Whether the caller may edit, lock and delete the view: its owner or a manager of the context, never a guest. */
export function canEditView(access: ViewsAccess, view: IssueViewRow): boolean {
  return access.canCreate && (view.owned_by === access.userId || access.isManager);
}

/** 403 unless canEditView. */
export function requireViewEditor(access: ViewsAccess, view: IssueViewRow): void {
  if (!canEditView(access, view)) throw forbidden();
}

/** Deep equality of JSON values, whatever the order of object keys (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => [k, sorted(x)]));
  }
  return value;
}

/** Fields a locked view keeps: changing them needs an unlock first (or in the same PATCH). */
const LOCKED_FIELDS = ['name', 'filters', 'display_filters', 'display_properties'] as const;

/**
 * 409 VIEW_LOCKED when the view is locked, the PATCH does not unlock it, and it changes a locked field (a value equal
 * to the stored one is no change).
 */
export function refuseLockedChanges(view: IssueViewRow, body: IssueViewUpdate, kind: ViewKind): void {
  if (!view.is_locked || body.is_locked === false) return;
  // Display filters sent back as a global view answers them (defaults filled in) are no change either.
  const same = (key: (typeof LOCKED_FIELDS)[number]) => sameJson(body[key], view[key]) || (key === 'display_filters' && sameJson(body[key], viewDisplayFilters(kind, view.display_filters)));
  const changed = LOCKED_FIELDS.some((key) => body[key] !== undefined && !same(key));
  if (changed) throw conflict(ORGANISE_TEXT.viewLocked, ORGANISE_ERROR_CODE.VIEW_LOCKED);
}
