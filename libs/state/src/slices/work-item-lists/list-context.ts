import { GLOBAL_VIEW_IDS, PROFILE_VIEW_TYPES } from '@cairn/types';
import type { ViewScope } from '@cairn/services';
import type { GlobalViewId, ListContext, ListContextKind, ProfileViewType, WorkspaceListView } from '@cairn/types';

// The context type and its defaults are shared with the server's boot (@cairn/types work-item-list-context).
export type { ListContext, ListContextKind } from '@cairn/types';
export { isMultiProjectKind, defaultListProperties, fillListProperties, DEFAULT_SUB_WORK_ITEM_DISPLAY_PROPERTIES } from '@cairn/types';

/** Texts of refusals the list actions make before any call (not in the spec's catalogue). */
export const LIST_TEXT = {
  creationDisabled: 'Work items cannot be created in this list',
  notDraggable: 'This property cannot be changed by moving the work item',
  stateGroupEmpty: 'This project has no state in that group',
} as const;

/**
 * The store key of a context: 'project:<id>', 'archived:<id>', 'draft:<id>', 'cycle:<projectId>:<cycleId>',
 * 'module:<projectId>:<moduleId>', 'workspace:<view>', 'profile:<userId>:<list>', 'view:<projectId>:<viewId>',
 * 'global-view:<viewId>', 'team:<teamspaceId>', 'team-view:<teamspaceId>:<viewId>', 'epics:<projectId>'.
 */
export function listContextKey(ctx: ListContext): string {
  switch (ctx.kind) {
    case 'project':
    case 'archived':
    case 'draft':
      return `${ctx.kind}:${ctx.projectId}`;
    case 'cycle':
      return `cycle:${ctx.projectId}:${ctx.cycleId}`;
    case 'module':
      return `module:${ctx.projectId}:${ctx.moduleId}`;
    case 'workspace':
      return `workspace:${ctx.view}`;
    case 'profile':
      return `profile:${ctx.userId}:${ctx.list}`;
    case 'view':
      return `view:${ctx.projectId}:${ctx.viewId}`;
    case 'globalView':
      return `global-view:${ctx.viewId}`;
    case 'team':
      return `team:${ctx.teamspaceId}`;
    case 'teamView':
      return `team-view:${ctx.teamspaceId}:${ctx.viewId}`;
    case 'epics':
      return `epics:${ctx.projectId}`;
  }
}

/** A parsed store key: its kind and the ids it names. */
export interface ParsedListKey {
  kind: ListContextKind;
  projectId?: string;
  cycleId?: string;
  moduleId?: string;
  viewId?: string;
  teamspaceId?: string;
}

/** The kind and the ids (project, cycle, module, view, teamspace) of a store key. */
export function parseListKey(key: string): ParsedListKey {
  const [kind, id, sub] = key.split(':');
  if (kind === 'project' || kind === 'archived' || kind === 'draft' || kind === 'epics') return { kind, projectId: id };
  if (kind === 'cycle') return { kind, projectId: id, cycleId: sub };
  if (kind === 'module') return { kind, projectId: id, moduleId: sub };
  if (kind === 'view') return { kind, projectId: id, viewId: sub };
  if (kind === 'global-view') return { kind: 'globalView', viewId: id };
  if (kind === 'team') return { kind, teamspaceId: id };
  if (kind === 'team-view') return { kind: 'teamView', teamspaceId: id, viewId: sub };
  return { kind: kind === 'workspace' ? 'workspace' : 'profile' };
}

/** The context a store key names (the inverse of listContextKey); undefined for a malformed key. */
export function contextFromKey(key: string): ListContext | undefined {
  const [kind, id, list] = key.split(':');
  if (!id) return undefined;
  if (kind === 'project' || kind === 'archived' || kind === 'draft' || kind === 'epics') return { kind, projectId: id };
  if (kind === 'view' && list) return { kind, projectId: id, viewId: list };
  if (kind === 'global-view') return { kind: 'globalView', viewId: id };
  if (kind === 'team') return { kind, teamspaceId: id };
  if (kind === 'team-view' && list) return { kind: 'teamView', teamspaceId: id, viewId: list };
  if (kind === 'cycle' && list) return { kind, projectId: id, cycleId: list };
  if (kind === 'module' && list) return { kind, projectId: id, moduleId: list };
  if (kind === 'workspace' && (GLOBAL_VIEW_IDS as readonly string[]).includes(id)) return { kind, view: id as GlobalViewId };
  if (kind === 'profile' && (PROFILE_VIEW_TYPES as readonly string[]).includes(list)) return { kind, userId: id, list: list as ProfileViewType };
  return undefined;
}

/** The project whose items a context lists (project, archived, draft, cycle, module, project view, epics), if any. */
export function contextProjectId(ctx: ListContext): string | undefined {
  return 'projectId' in ctx ? ctx.projectId : undefined;
}

/** Where a saved view lives (the views service's ViewScope) and its id, for the view kinds. */
export function contextViewOf(ctx: ListContext): { scope: ViewScope; viewId: string } | undefined {
  if (ctx.kind === 'view') return { scope: { kind: 'project', projectId: ctx.projectId }, viewId: ctx.viewId };
  if (ctx.kind === 'globalView') return { scope: { kind: 'workspace' }, viewId: ctx.viewId };
  if (ctx.kind === 'teamView') return { scope: { kind: 'team', teamspaceId: ctx.teamspaceId }, viewId: ctx.viewId };
  return undefined;
}

/**
 * Where a context's display settings are stored on the server: archived and draft lists share the project's
 * user-properties; global views and profile lists have a workspace-level view key each.
 */
export type ListPropertiesSource =
  | { scope: 'project'; projectId: string }
  | { scope: 'workspace'; view: WorkspaceListView }
  | { scope: 'cycle'; projectId: string; cycleId: string }
  | { scope: 'module'; projectId: string; moduleId: string }
  | { scope: 'epics'; projectId: string }
  | { scope: 'team'; teamspaceId: string }
  | { scope: 'view'; view: ViewScope; viewId: string };

/** The server record a context's settings live in. */
export function listPropertiesSource(ctx: ListContext): ListPropertiesSource {
  if (ctx.kind === 'workspace') return { scope: 'workspace', view: ctx.view };
  if (ctx.kind === 'profile') return { scope: 'workspace', view: `profile-${ctx.list}` };
  if (ctx.kind === 'cycle') return { scope: 'cycle', projectId: ctx.projectId, cycleId: ctx.cycleId };
  if (ctx.kind === 'module') return { scope: 'module', projectId: ctx.projectId, moduleId: ctx.moduleId };
  if (ctx.kind === 'epics') return { scope: 'epics', projectId: ctx.projectId };
  if (ctx.kind === 'team') return { scope: 'team', teamspaceId: ctx.teamspaceId };
  const view = contextViewOf(ctx);
  if (view) return { scope: 'view', view: view.scope, viewId: view.viewId };
  return { scope: 'project', projectId: (ctx as { projectId: string }).projectId };
}

/** The mutation key of a settings record (archived and draft queue with their project). */
export function listPropertiesMutationKey(slug: string, ctx: ListContext): string {
  const source = listPropertiesSource(ctx);
  if (source.scope === 'cycle') return `listProperties:cycle:${source.cycleId}`;
  if (source.scope === 'module') return `listProperties:module:${source.moduleId}`;
  if (source.scope === 'epics') return `listProperties:epics:${source.projectId}`;
  if (source.scope === 'team') return `listProperties:team:${source.teamspaceId}`;
  // The view's record itself: its other edits (name, lock, access) queue with these.
  if (source.scope === 'view') return `view:${source.viewId}`;
  return source.scope === 'project' ? `listProperties:${source.projectId}` : `listProperties:${slug}:${source.view}`;
}

/** The store keys that show the same stored settings as `ctx` (a project, its archived and its draft list). */
export function sharedPropertiesKeys(ctx: ListContext): string[] {
  if (ctx.kind !== 'project' && ctx.kind !== 'archived' && ctx.kind !== 'draft') return [listContextKey(ctx)];
  return [`project:${ctx.projectId}`, `archived:${ctx.projectId}`, `draft:${ctx.projectId}`];
}
