import { apiPaths, calendarDays, matchAppRoute, routeListContext, todayIso, type AppRoute, type BootKnown, type BootPayload, type WorkItemLayout } from '@cairn/types';
import type { SliceContext, WebState, WebStore } from '../core/types';
import { listContextKey, type ListContext } from '../slices/work-item-lists/list-context';
import { selectListProperties } from '../slices/work-item-lists/work-item-lists.selectors';
import { selectStartOfWeek } from '../slices/profile/profile.selectors';
import { selectWorkItemByIdentifier } from '../slices/work-items/work-items.selectors';
import { hydrateCyclesBoot } from '../slices/cycles/cycles.boot';
import { hydrateMemberProfileBoot } from '../slices/profiles/profiles.boot';
import { selectStatesStatus } from '../slices/states/states.selectors';
import { selectLabelsStatus } from '../slices/labels/labels.selectors';
import { selectEstimatesStatus } from '../slices/estimates/estimates.selectors';

/** Boot in one round trip (issue 11): the payload into the store, and the route's own data request at once. */
export interface BootActions {
  /**
   * Hands the payload's answers to the client (services.boot.prime) and runs the store's usual loads for each part
   * the payload carries, so their records and statuses are exactly what those loads produce — without a request.
   * Parts the payload lacks are left to the screens' own loads (as before). Signed out: nothing happens (the
   * session's loads meet the 401 as before). Resolves once every load settled (microtasks only).
   */
  hydrateBoot(payload: BootPayload): Promise<void>;
  /**
   * Starts the route's own data request before any view exists: a list route's first page (prefetchWorkItemList,
   * which the view adopts) when its stored settings are known. Answers whether a request was started.
   */
  prefetchRoute(path: string): boolean;
  /**
   * An in-app visit of `path` (the app's router calls it when the path changes): when the store lacks what the
   * route's screen loads first — a list's stored settings (a list not opened yet this session), a work item's page —
   * one GET /api/boot/?scope=route brings all of it, the list's first page included, and until it answers the screen's
   * own GETs wait and take its answers (services.boot.visit), so the rows come after one round trip instead of a wave
   * of requests and then the list's. Answers whether it asked.
   */
  visitRoute(path: string): boolean;
}

/** The list a route shows first, if any: shared with the server's boot, which embeds its first page (@cairn/types). */
export { routeListContext } from '@cairn/types';

// The list settings each store took from a boot payload, by list key, until the list's view takes them (once).
const bootListProperties = new WeakMap<object, Set<string>>();

/**
 * True once for a list whose settings the boot payload of this page load delivered (hydrateBoot): its view need not
 * read them again (the answer is as fresh as the page). Later opens of the list in the session re-read as usual.
 */
export function takeBootListProperties(store: WebStore, key: string): boolean {
  return bootListProperties.get(store)?.delete(key) ?? false;
}

/**
 * Whether an in-app visit of `route` is worth one GET /api/boot/?scope=route: a list whose settings the store lacks
 * (with them, the list's own request is all it needs), a work item the store does not know, and every other screen
 * the server's boot plan has parts for — a project's sections (cycles, modules, views, pages, analytics, settings: the
 * project's states, labels, members…), a member's profile, the workspace's home, inbox, analytics and cycles — whose
 * effects otherwise send their loads one by one. Workspace screens without such parts (settings, the projects list)
 * are not.
 */
function visitNeeded(s: WebState, route: Exclude<AppRoute, { kind: 'none' }>): boolean {
  const ctx = routeListContext(route, s.currentUser?.id);
  if (ctx) return !s.listPropertiesByKey[listContextKey(ctx)];
  if (route.kind === 'browse') return !selectWorkItemByIdentifier(s, route.identifier, route.sequence);
  if (route.kind === 'workspace') return route.area !== undefined;
  return true;
}

/**
 * What an in-app visit can tell the server the store already holds: a project's record, states, labels, members and
 * estimates, for its lists and sections (their screens load those only when missing). Not for the project's other pages
 * (settings, intake): their tabs load their rows on every mount and take them from the visit.
 */
function knownOf(s: WebState, route: Exclude<AppRoute, { kind: 'none' }>): BootKnown | undefined {
  if (route.kind !== 'project' || (route.list === null && route.section === undefined)) return undefined;
  const id = route.projectId;
  const held =
    s.projectsById[id]?.created_by !== undefined && selectStatesStatus(s, id) === 'ready' && selectLabelsStatus(s, id) === 'ready' &&
    s.projectMemberIdsByProject[id] !== undefined && selectEstimatesStatus(s, id) === 'ready';
  return held ? 'project' : undefined;
}

/** Creates the boot actions. */
export function createBootActions({ store, deps }: SliceContext): BootActions {
  return {
    hydrateBoot: async (payload) => {
      if (!payload.signed_in) return;
      deps.services.boot.prime(payload);
      const answers = payload.answers;
      const s = store.getState();
      const loads: Array<Promise<unknown>> = [];
      // Each load takes its primed answer; one that fails reports as it always does and is left to the screens.
      const booted = (ctx: ListContext, loaded: Promise<unknown>) =>
        loaded.then(() => {
          const keys = bootListProperties.get(store) ?? new Set<string>();
          keys.add(listContextKey(ctx));
          bootListProperties.set(store, keys);
        });
      const run = (key: string, call: () => Promise<unknown>) => {
        if (Object.prototype.hasOwnProperty.call(answers, key)) loads.push(call().catch(() => undefined));
      };
      run(apiPaths.me(), () => s.loadCurrentUser());
      run(apiPaths.profile(), () => s.loadProfile());
      run(apiPaths.settings(), () => s.loadSettings());
      run(apiPaths.myWorkspaces(), () => s.loadMyWorkspaces());
      const route = matchAppRoute(payload.path);
      if (route.kind !== 'none') {
        const { slug } = route;
        run(apiPaths.workspaceMemberMe(slug), () => s.loadMyWorkspaceMember(slug));
        run(apiPaths.projects(slug), () => s.loadProjects(slug));
        // The sidebar's favorites and teamspaces (issue 14).
        run(apiPaths.userFavorites(slug), () => s.loadFavorites(slug));
        run(apiPaths.teamspaces(slug), () => s.loadTeamspaces(slug));
        const project = (projectId: string, ctx: ListContext | undefined) => {
          run(apiPaths.project(slug, projectId), () => s.loadProject(slug, projectId));
          run(apiPaths.states(slug, projectId), () => s.loadProjectStates(slug, projectId));
          run(apiPaths.labels(slug, projectId), () => s.loadProjectLabels(slug, projectId));
          run(apiPaths.projectMembers(slug, projectId), () => s.loadProjectMembers(slug, projectId));
          run(apiPaths.estimates(slug, projectId), () => s.loadProjectEstimates(slug, projectId));
          if (ctx?.kind === 'project' || ctx?.kind === 'archived' || ctx?.kind === 'draft') {
            run(apiPaths.projectUserProperties(slug, projectId), () => booted(ctx, s.loadListProperties(slug, ctx)));
          }
          // The modules screens (issue 13): the project's modules, its archived ones, a module list's settings.
          run(apiPaths.modules(slug, projectId), () => s.loadModules(slug, projectId));
          run(apiPaths.archivedModules(slug, projectId), () => s.loadArchivedModules(slug, projectId));
          if (ctx?.kind === 'module') run(apiPaths.moduleUserProperties(slug, projectId, ctx.moduleId), () => booted(ctx, s.loadListProperties(slug, ctx)));
          if (ctx?.kind === 'cycle') run(apiPaths.cycleUserProperties(slug, projectId, ctx.cycleId), () => booted(ctx, s.loadListProperties(slug, ctx)));
          run(apiPaths.views(slug, projectId), () => s.loadViews(slug, { kind: 'project', projectId }));
          // Issue 14: a saved view's settings are the view; the epics list has its own.
          if (ctx?.kind === 'view') run(apiPaths.view(slug, projectId, ctx.viewId), () => booted(ctx, s.loadListProperties(slug, ctx)));
          if (ctx?.kind === 'epics') run(apiPaths.epicsUserProperties(slug, projectId), () => booted(ctx, s.loadListProperties(slug, ctx)));
        };
        const me = (answers[apiPaths.me()] as { id?: string } | undefined)?.id;
        const ctx = routeListContext(route, me);
        if (route.kind === 'project') project(route.projectId, ctx);
        if (route.kind === 'browse') {
          const key = apiPaths.workItemByIdentifier(slug, route.identifier, route.sequence);
          const item = answers[key] as { project_id?: string } | undefined;
          run(key, () => s.loadWorkItemByIdentifier(slug, route.identifier, route.sequence));
          if (item?.project_id) project(item.project_id, { kind: 'project', projectId: item.project_id });
        }
        if ((route.kind === 'profile' || route.kind === 'workspace-view') && ctx && ctx.kind !== 'project') {
          const view = ctx.kind === 'profile' ? `profile-${ctx.list}` : ctx.kind === 'workspace' ? ctx.view : '';
          run(apiPaths.workspaceUserProperties(slug, view), () => booted(ctx, s.loadListProperties(slug, ctx)));
          run(apiPaths.members(slug), () => s.loadWorkspaceMembers(slug));
        }
        if (route.kind === 'saved-workspace-view' && ctx) {
          run(apiPaths.workspaceView(slug, route.viewId), () => booted(ctx, s.loadListProperties(slug, ctx)));
          run(apiPaths.members(slug), () => s.loadWorkspaceMembers(slug));
        }
        if (route.kind === 'profile') run(apiPaths.members(slug), () => s.loadWorkspaceMembers(slug));
        hydrateCyclesBoot(s, route, answers, run);
        hydrateMemberProfileBoot(s, route, run);
      }
      await Promise.all(loads);
    },
    visitRoute: (path) => {
      const s = store.getState();
      if (!s.currentUser) return false;
      const route = matchAppRoute(path.split('?')[0]);
      if (route.kind === 'none') return false;
      if (!visitNeeded(s, route)) return false;
      void deps.services.boot.visit(path, knownOf(s, route)).catch(() => undefined);
      return true;
    },
    prefetchRoute: (path) => {
      const route = matchAppRoute(path);
      const s = store.getState();
      const ctx = routeListContext(route, s.currentUser?.id);
      if (!ctx || route.kind === 'none') return false;
      const key = listContextKey(ctx);
      // Unknown settings: the view reads them first, as it always did.
      if (!s.listPropertiesByKey[key]) return false;
      const display = selectListProperties(s, key).display_filters;
      // The calendar asks for the days it will show first: around the browser's today, from the profile's week start.
      const window = display.layout === 'calendar' ? calendarDays(display.calendar_layout ?? 'month', todayIso(deps.now()), selectStartOfWeek(s)) : undefined;
      void s.prefetchWorkItemList(route.slug, ctx, { window }).catch(() => undefined);
      return true;
    },
  };
}

/** Puts a boot payload into the store (BootActions.hydrateBoot). */
export function hydrateBoot(store: WebStore, payload: BootPayload): Promise<void> {
  return store.getState().hydrateBoot(payload);
}

/** An in-app visit's one round trip (BootActions.visitRoute). */
export function visitRoute(store: WebStore, path: string): boolean {
  return store.getState().visitRoute(path);
}

/** Starts the route's own data request at once (BootActions.prefetchRoute). */
export function prefetchRoute(store: WebStore, path: string): boolean {
  return store.getState().prefetchRoute(path);
}

/**
 * The layout the stored display settings choose for a route's list, when the store knows them (after hydrateBoot):
 * the app loads that layout's chunk before its first render, so a kanban reload does not wait for it.
 */
export function routeListLayout(store: WebStore, path: string): WorkItemLayout | undefined {
  const s = store.getState();
  const ctx = routeListContext(matchAppRoute(path), s.currentUser?.id);
  if (!ctx) return undefined;
  const key = listContextKey(ctx);
  return s.listPropertiesByKey[key] ? selectListProperties(s, key).display_filters.layout : undefined;
}
