import type { LocalProjectStatus, LocalWorkspaceStatus } from '@cairn/types';
import type { ReferenceKind, ReferenceRow } from '@cairn/local-db';
import type { SliceContext } from '../../core/types';
import { selectJoinedProjects } from '../projects/projects.selectors';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import type { LocalCacheStatusEvent } from './local-cache.port';
import { selectLocalCacheWorkspaceStatus } from './local-cache.selectors';
import { markProjectSynced, readLocalCacheEnabled, readReferenceTimes, writeLocalCacheEnabled, writeLocalCacheHint, writeReferenceTime } from './local-cache.storage';

/**
 * How long a project's cached reference rows (states, labels, members, estimate points, cycles, modules) count as fresh across reloads:
 * fetching them for every project at each page load was 80 requests on a 20-project workspace, at boot.
 */
export const LOCAL_CACHE_REFERENCE_TTL_MS = 15 * 60_000;

/** The open workspace database (the worker holds one at a time). */
export interface LocalCacheWorkspace {
  slug: string;
  workspaceId: string;
  userId: string;
  status: LocalWorkspaceStatus;
  error?: string;
}

/** One project's sync, as the worker reports it. */
export interface LocalCacheProject {
  status: LocalProjectStatus;
  written: number;
  total: number | null;
  error?: string;
}

/** The browser's local work-item cache (spec §1, §4): the toggle and the statuses the worker reports. */
export interface LocalCacheSlice {
  /** LOCAL_DB_ENABLED (localStorage; absent = on). Off: lists ask the server, nothing is synced or written. */
  localCacheEnabled: boolean;
  /** The store has a cache to use (deps.cache; the web app always does, tests and other apps may not). */
  localCacheAvailable: boolean;
  /** The workspace database opened last, with its status (initializing → ready / error); null before any. */
  localCacheWorkspace: LocalCacheWorkspace | null;
  /** project id → its sync status (loading on the first sync, syncing later, then ready / error). */
  localCacheProjects: Record<string, LocalCacheProject>;
  /**
   * Opens the signed-in user's database of the workspace (once; again after an error). Resolves whether it is open
   * and ready; false when the cache is off or missing, no user or workspace is known, or the open failed.
   */
  openLocalCache(slug: string): Promise<boolean>;
  /** openLocalCache, then syncLocalCache. Never rejects. */
  startLocalCache(slug: string): Promise<void>;
  /**
   * Syncs the workspace's joined projects one after another (first sync, or only the changes since the last), and
   * once per session each project's states, labels and members. A call while a run is under way runs once more after it.
   */
  syncLocalCache(slug: string): Promise<void>;
  /** Flips and persists the toggle; turning it on opens and syncs the current workspace. */
  setLocalCacheEnabled(enabled: boolean): void;
}

/** A project's reference rows for the cache: the server's list, flattened where the cache keeps parts of it. */
type ReferenceLoad = [ReferenceKind, (services: SliceContext['deps']['services'], slug: string, projectId: string) => Promise<unknown[]>];

const REFERENCE_LOADS: readonly ReferenceLoad[] = [
  ['states', (s, slug, p) => s.states.list(slug, p)],
  ['labels', (s, slug, p) => s.labels.list(slug, p)],
  ['members', (s, slug, p) => s.projectMembers.list(slug, p)],
  // Every estimate's points (the active estimate's and the archived ones': items may still carry an old point).
  ['estimate_points', async (s, slug, p) => (await s.estimates.list(slug, p)).flatMap((e) => e.points)],
  // Spec: the cache also keeps a project's cycles and modules (not archived) beside its items.
  ['cycles', (s, slug, p) => s.cycles.list(slug, p)],
  ['modules', (s, slug, p) => s.modules.list(slug, p)],
];

/** Creates the local-cache slice; statuses pushed by deps.cache are mirrored into it. */
export function createLocalCacheSlice({ store, deps }: SliceContext): LocalCacheSlice {
  const cache = deps.cache;
  const get = () => store.getState();
  let opening: { key: string; done: Promise<boolean> } | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const referenceDone = new Set<string>();

  cache?.onStatus((event: LocalCacheStatusEvent) => {
    store.setState((d) => {
      if (event.type === 'workspace-status') {
        if (d.localCacheWorkspace) {
          d.localCacheWorkspace.status = event.status;
          d.localCacheWorkspace.error = event.error?.message;
        }
        return;
      }
      d.localCacheProjects[event.projectId] = {
        status: event.status, written: event.progress.written, total: event.progress.total, ...(event.error ? { error: event.error.message } : {}),
      };
    }, false, `localCache/${event.type}`);
  });

  const syncReference = async (slug: string, projectId: string) => {
    const ws = get().localCacheWorkspace;
    if (!cache || !ws || referenceDone.has(projectId)) return;
    referenceDone.add(projectId);
    const now = deps.now().getTime();
    const stored = readReferenceTimes(ws.userId, ws.workspaceId)[projectId];
    if (typeof stored === 'number' && now - stored >= 0 && now - stored < LOCAL_CACHE_REFERENCE_TTL_MS) return;
    let complete = true;
    for (const [kind, load] of REFERENCE_LOADS) {
      try {
        const rows = (await load(deps.services, slug, projectId)) as ReferenceRow[];
        await cache.replaceReference({ kind, projectId, rows: rows.map((r) => ({ ...r, project_id: projectId })) });
      } catch {
        complete = false;
        referenceDone.delete(projectId); // retried on the next run; a missing state only sends order_by state to the server
      }
    }
    if (complete) writeReferenceTime(ws.userId, ws.workspaceId, projectId, now);
  };

  const usable = (slug: string) => {
    const s = get();
    return cache && s.localCacheEnabled && selectLocalCacheWorkspaceStatus(s, slug) === 'ready' ? s.localCacheWorkspace : null;
  };

  const runSync = async (slug: string) => {
    for (const project of selectJoinedProjects(get(), slug)) {
      const ws = usable(slug);
      if (!cache || !ws) return;
      const result = await cache.sync(project.id).catch((error: unknown) => ({ status: 'error' as const, error: { message: String(error) } }));
      if (result.status !== 'ready') continue;
      markProjectSynced(ws.userId, ws.workspaceId, project.id);
      await syncReference(slug, project.id);
    }
    // A new database builds its list indexes once every project is in (queries before that are right, only slower).
    if (cache && usable(slug)) await cache.finishSync().catch(() => undefined);
  };

  const enabledAtStart = readLocalCacheEnabled();
  writeLocalCacheHint(enabledAtStart && !!cache);
  const slice: LocalCacheSlice = {
    localCacheEnabled: enabledAtStart,
    localCacheAvailable: !!cache,
    localCacheWorkspace: null,
    localCacheProjects: {},
    openLocalCache: (slug) => {
      const state = get();
      const user = state.currentUser;
      const workspace = getWorkspaceBySlug(state, slug);
      if (!cache || !state.localCacheEnabled || !user || !workspace) return Promise.resolve(false);
      const key = `${user.id}:${workspace.id}`;
      const current = state.localCacheWorkspace;
      if (opening?.key === key && current?.status !== 'error') return opening.done;
      if (opening?.key !== key) referenceDone.clear();
      store.setState((d) => {
        d.localCacheWorkspace = { slug, workspaceId: workspace.id, userId: user.id, status: 'initializing' };
        if (opening?.key !== key) d.localCacheProjects = {};
      }, false, 'localCache/open');
      const done = cache.open({ userId: user.id, workspaceId: workspace.id, workspaceSlug: slug }).then(
        (opened) => {
          // A new or wiped file has no reference rows, whatever was recorded.
          if ((opened as { recreated?: boolean } | undefined)?.recreated) writeReferenceTime(user.id, workspace.id, null);
          return true;
        },
        (error: unknown) => {
          store.setState((d) => {
            if (d.localCacheWorkspace?.workspaceId !== workspace.id) return;
            d.localCacheWorkspace.status = 'error';
            d.localCacheWorkspace.error = error instanceof Error ? error.message : String(error);
          }, false, 'localCache/open/failed');
          return false;
        },
      ).then((ok) => {
        if (ok) store.setState((d) => {
          if (d.localCacheWorkspace?.workspaceId === workspace.id) d.localCacheWorkspace.status = 'ready';
        }, false, 'localCache/open/done');
        return ok;
      });
      opening = { key, done };
      return done;
    },
    startLocalCache: async (slug) => {
      if (await get().openLocalCache(slug)) await get().syncLocalCache(slug);
    },
    syncLocalCache: (slug) => {
      if (running) {
        again = true;
        return running;
      }
      const run = async () => {
        do {
          again = false;
          await runSync(slug);
        } while (again);
      };
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
    setLocalCacheEnabled: (enabled) => {
      writeLocalCacheEnabled(enabled);
      writeLocalCacheHint(enabled && !!cache);
      store.setState((d) => {
        d.localCacheEnabled = enabled;
      }, false, 'localCache/setEnabled');
      const slug = get().currentWorkspaceSlug;
      if (enabled && slug) void get().startLocalCache(slug);
    },
  };
  return slice;
}
