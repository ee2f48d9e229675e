import { ROLE, type AnyWorkItemPage } from '@cairn/types';
import type { LocalQueryContext } from '@cairn/local-db';
import type { StoreDeps, WebState, WebStore } from '../../core/types';
import { selectProjectRole, selectProjects, selectProjectsStatus } from '../projects/projects.selectors';
import type { ListContext } from '../work-item-lists/list-context';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import { selectLocalCacheWorkspaceStatus } from './local-cache.selectors';
import { readSyncedProjects } from './local-cache.storage';
import { readListFilterQuery } from './list-query-check';

/** How long a list load waits for the workspace database to open before asking the server (only when the hint says the cache can answer). */
export const LOCAL_CACHE_OPEN_WAIT_MS = 3000;

/**
 * After a reload the server is asked at once and the database is opened only this much later (if nothing opened it
 * meanwhile): B1's page-load variant found the server painting first every time (0/21) while the worker's start, wasm
 * compile and database open slowed the boot by ~80–250 ms on two cores. The cache still answers when the network is
 * slow or down.
 */
export const LOCAL_CACHE_COLD_OPEN_DELAY_MS = 500;

type Visibility = 'full' | 'own' | 'unknown' | 'none';

// The server's rule (visibleCreator): a guest of a project without guest_view_all_features sees only their own items.
function visibility(state: WebState, projectId: string): Visibility {
  const role = selectProjectRole(state, projectId);
  if (role === undefined) return 'none';
  if (role !== ROLE.GUEST) return 'full';
  const allowed = state.projectsById[projectId]?.guest_view_all_features;
  return allowed === undefined ? 'unknown' : allowed ? 'full' : 'own';
}

/**
 * The cache's scope of a list context, as the server computes it (work-item-lists.access.ts): one project (guests
 * own-only where so), or every non-archived project the caller has a role in. Null when the client cannot tell it
 * exactly (drafts, projects not loaded, a guest flag unknown) — the list then asks the server.
 */
export function localQueryContext(state: WebState, slug: string, ctx: ListContext): LocalQueryContext | null {
  const workspace = getWorkspaceBySlug(state, slug);
  const userId = state.currentUser?.id;
  // Drafts and epics are not cached; which projects a team holds only the server knows.
  if (!workspace || !userId || ctx.kind === 'draft' || ctx.kind === 'epics' || ctx.kind === 'team' || ctx.kind === 'teamView') return null;
  const base = { workspaceId: workspace.id, userId };
  if (ctx.kind === 'project' || ctx.kind === 'archived' || ctx.kind === 'cycle' || ctx.kind === 'module' || ctx.kind === 'view') {
    const seen = visibility(state, ctx.projectId);
    if (seen === 'none' || seen === 'unknown') return null;
    const planning = ctx.kind === 'cycle' ? { cycleId: ctx.cycleId } : ctx.kind === 'module' ? { moduleId: ctx.moduleId } : {};
    // A project view is the project's list with the view's filters, which its request carries.
    const context = ctx.kind === 'view' ? 'project' : ctx.kind;
    return { ...base, projectIds: [ctx.projectId], context, ...planning, ...(seen === 'own' ? { guestOwnOnly: true } : {}) };
  }
  if (selectProjectsStatus(state, slug) !== 'ready') return null;
  const projectIds: string[] = [];
  const ownOnlyProjectIds: string[] = [];
  for (const project of selectProjects(state, slug)) {
    const seen = visibility(state, project.id);
    if (seen === 'unknown') return null;
    if (seen === 'full') projectIds.push(project.id);
    if (seen === 'own') ownOnlyProjectIds.push(project.id);
  }
  // A saved global view is the all-issues list with the view's filters (its request carries them).
  if (ctx.kind === 'workspace' || ctx.kind === 'globalView') return { ...base, projectIds: [...projectIds, ...ownOnlyProjectIds], ownOnlyProjectIds, context: 'workspace' };
  return { ...base, projectIds: [...projectIds, ...ownOnlyProjectIds], ownOnlyProjectIds, context: `profile-${ctx.list}`, profileUserId: ctx.userId };
}

const withTimeout = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void promise.then((v) => {
      clearTimeout(timer);
      resolve(v);
    });
  });

/**
 * A list page from the local cache, or null = ask the server (spec §4: while loading, on error, or when the cache is
 * disabled). Used when the toggle is on, the context's scope is known, the workspace database is ready (a load waits
 * up to LOCAL_CACHE_OPEN_WAIT_MS for it to open when every project of the scope completed a first sync here before),
 * no project of the scope is loading (first sync) or failed, and the cache answers (it answers null for what only
 * the server knows). The query is the server's: the same params, read as its schema reads them (list-query-check.ts). Never rejects.
 * Answers null at once (no promise) when the cache cannot be asked at all.
 */
export function localCacheListPage(store: WebStore, deps: StoreDeps, slug: string, ctx: ListContext, params: Record<string, string>): Promise<AnyWorkItemPage | null> | null {
  // Synchronous refusals keep the server call as immediate as without a cache.
  const cache = deps.cache;
  const state = store.getState();
  if (!cache || !state.localCacheEnabled) return null;
  const scope = localQueryContext(state, slug, ctx);
  if (!scope) return null;
  const open = selectLocalCacheWorkspaceStatus(state, slug) === 'ready';
  if (!open) {
    const synced = readSyncedProjects(scope.userId, scope.workspaceId);
    if (scope.projectIds.length === 0 || !scope.projectIds.every((p) => synced.has(p))) return null;
  }
  const query = readListFilterQuery(params);
  if (!query) return null;
  return (async () => {
    if (!open) {
      await new Promise((resolve) => setTimeout(resolve, LOCAL_CACHE_COLD_OPEN_DELAY_MS));
      if (!(await withTimeout(store.getState().openLocalCache(slug), LOCAL_CACHE_OPEN_WAIT_MS, false))) return null;
    }
    const now = store.getState();
    if (!now.localCacheEnabled) return null;
    for (const projectId of scope.projectIds) {
      const status = now.localCacheProjects[projectId]?.status;
      if (status === 'loading' || status === 'error') return null;
    }
    try {
      const page = await cache.query({ ctx: scope, query, now: deps.now() });
      // Turned off while the query ran: the server's answer is what the user asked for now.
      return store.getState().localCacheEnabled ? page : null;
    } catch {
      return null;
    }
  })();
}

/**
 * How long a list waits for the local cache before asking the server too. B1 measured warm cache answers at
 * 10–50 ms in the worker (10,000-item project) against 270–390 ms for the server's; a cache slower than this is busy
 * (a sync commit, the first query after a reload) and the server is raced against it.
 */
export const LOCAL_CACHE_HEDGE_MS = 200;

/**
 * How long a list load may hold the server back for the cache: LOCAL_CACHE_HEDGE_MS when the workspace database is
 * already open; 0 while it still has to open (after a reload: worker start, wasm compile, OPFS open) — B1's page-load
 * variant measured lists ~250 ms slower when the server waited for that.
 */
export function localCacheHedgeMs(state: WebState, slug: string): number {
  return selectLocalCacheWorkspaceStatus(state, slug) === 'ready' ? LOCAL_CACHE_HEDGE_MS : 0;
}

/**
 * Cache first, the server as a hedge (spec §4: lists come from the local database unless it is loading, failed or
 * off): the cache's page is used when it comes within `hedgeMs`, and the server is not asked at all. The server is
 * asked at once when the cache answers null (only the server knows) and after `hedgeMs` otherwise; from then on the
 * first usable answer wins. A server failure rejects only when the cache has nothing either.
 */
export function cacheFirst(local: Promise<AnyWorkItemPage | null>, server: () => Promise<AnyWorkItemPage>, hedgeMs = LOCAL_CACHE_HEDGE_MS): Promise<AnyWorkItemPage> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let localDone = false;
    let asked = false;
    let serverFailure: { error: unknown } | null = null;
    const askServer = () => {
      if (asked || settled) return;
      asked = true;
      server().then(
        (page) => {
          if (settled) return;
          settled = true;
          resolve(page);
        },
        (error: unknown) => {
          serverFailure = { error };
          if (settled || !localDone) return;
          settled = true;
          reject(error);
        },
      );
    };
    // No hedge (0): both are asked now; the server is not left to a timer the cache could beat.
    const hedge = hedgeMs > 0 ? setTimeout(askServer, hedgeMs) : undefined;
    if (hedgeMs <= 0) askServer();
    void local.then((page) => {
      localDone = true;
      if (settled) return;
      if (page) {
        settled = true;
        clearTimeout(hedge);
        resolve(page);
      } else if (serverFailure) {
        settled = true;
        reject(serverFailure.error);
      } else {
        clearTimeout(hedge);
        askServer();
      }
    });
  });
}
