import type { Module, ModuleCreate, ModuleUpdate, PlanningAnalytics, PlanningAnalyticsType } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate, pendingMutation } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import { createModuleWorkActions, type ModuleWorkActions } from './module-work.actions';
import { addIdFirst, dropId, moduleKey, newModuleRecord, putModules } from './module-records';

/** Analytics of one module by type (points, issues), each once loaded. */
export type ModuleAnalyticsByType = Partial<Record<PlanningAnalyticsType, PlanningAnalytics>>;

/** Modules (issue 13): records, per-project lists (live and archived), the workspace list, analytics; favorites are `is_favorite`. */
export interface ModulesSlice extends ModuleWorkActions {
  modulesById: Record<string, Module>;
  /** project id → ids of its modules that are not archived, in the server's order. */
  moduleIdsByProject: Record<string, string[]>;
  modulesStatusByProject: Record<string, LoadStatus>;
  /** project id → ids of its archived modules. */
  archivedModuleIdsByProject: Record<string, string[]>;
  archivedModulesStatusByProject: Record<string, LoadStatus>;
  /** slug → ids of the modules of every project the user belongs to (the sidebar's favorites). */
  workspaceModuleIdsBySlug: Record<string, string[]>;
  /** module id → its analytics by type. */
  moduleAnalyticsByModule: Record<string, ModuleAnalyticsByType>;
  /** GET modules/. Never throws; a failure is only logged (spec §8). */
  loadModules(slug: string, projectId: string): Promise<Module[] | undefined>;
  /** GET modules/{id}/ (archived-modules/{id}/ when `archived`). Never throws; only logged. */
  loadModule(slug: string, projectId: string, moduleId: string, options?: { archived?: boolean }): Promise<Module | undefined>;
  /** GET archived-modules/. Never throws; only logged. */
  loadArchivedModules(slug: string, projectId: string): Promise<Module[] | undefined>;
  /** GET /api/workspaces/{slug}/modules/. Never throws; only logged. */
  loadWorkspaceModules(slug: string): Promise<Module[] | undefined>;
  /** GET modules/{id}/analytics/?type=. Never throws; only logged. */
  loadModuleAnalytics(slug: string, projectId: string, moduleId: string, type: PlanningAnalyticsType): Promise<PlanningAnalytics | undefined>;
  /** Reads again what the store holds of a project's modules (lists, the workspace list, loaded analytics): live updates. */
  reloadProjectModules(slug: string, projectId: string): Promise<void>;
  /** Optimistic POST modules/ with a client id (deps.newId), first in the project's list; rethrows after rollback. */
  createModule(slug: string, projectId: string, data: Omit<ModuleCreate, 'id'>): Promise<Module>;
  /** Optimistic PATCH modules/{id}/ (also the inline status change); rethrows after rollback. */
  updateModule(slug: string, projectId: string, moduleId: string, data: ModuleUpdate): Promise<Module>;
  /** Optimistic DELETE: out of every list, and out of its work items' module_ids; rethrows after rollback. */
  deleteModule(slug: string, projectId: string, moduleId: string): Promise<void>;
  /** Optimistic favorite / unfavorite (spec §4: reverts on failure); rethrows after rollback. */
  toggleModuleFavorite(slug: string, projectId: string, moduleId: string): Promise<void>;
  /**
   * Optimistic archive (spec §4: only a module not archived; sets archived_at, drops the favorite), into the archived
   * list. A failure rolls back and is only logged (spec §8); rethrows.
   */
  archiveModule(slug: string, projectId: string, moduleId: string): Promise<void>;
  /** Optimistic restore (only an archived module; archived_at null), back into the live list; only logged; rethrows. */
  restoreModule(slug: string, projectId: string, moduleId: string): Promise<void>;
}

type ModulesData = Pick<
  ModulesSlice,
  'modulesById' | 'moduleIdsByProject' | 'modulesStatusByProject' | 'archivedModuleIdsByProject' | 'archivedModulesStatusByProject'
  | 'workspaceModuleIdsBySlug' | 'moduleAnalyticsByModule'
>;

/** The modules slice's data when the store starts or is reset. */
export function initialModulesState(): ModulesData {
  return {
    modulesById: {}, moduleIdsByProject: {}, modulesStatusByProject: {}, archivedModuleIdsByProject: {}, archivedModulesStatusByProject: {},
    workspaceModuleIdsBySlug: {}, moduleAnalyticsByModule: {},
  };
}

// Records a list held before but no longer answers (deleted or archived elsewhere) are dropped unless `others` hold them.
function forgetMissing(d: Draft<WebState>, before: readonly string[] | undefined, found: readonly Module[], others: ReadonlyArray<readonly string[] | undefined>): void {
  if (!before) return;
  const now = new Set(found.map((m) => m.id));
  for (const id of before) {
    if (!now.has(id) && !others.some((list) => list?.includes(id))) delete d.modulesById[id];
  }
}

/** Creates the modules slice. */
export function createModulesSlice({ store, deps }: SliceContext): ModulesSlice {
  const { modules } = deps.services;
  // Spec §8: module fetch, archive and restore failures are only logged (deps.onError), never toasted.
  const logOnly = (error: unknown) => store.getState().logError(error);
  // A read landing while a write of the module is queued keeps the local record: the write's answer (or rollback) decides.
  const put = (d: Draft<WebState>, found: readonly Module[]) => putModules(d, found.filter((m) => !pendingMutation(store, moduleKey(m.id))));
  // Which of a list's ids an answer gives: a module with a queued write keeps its local membership (archive, create).
  const listIds = (local: readonly string[] | undefined, found: readonly Module[]) => {
    const queued = (id: string) => !!pendingMutation(store, moduleKey(id));
    const next = found.map((m) => m.id).filter((id) => !queued(id) || local?.includes(id));
    for (const id of local ?? []) if (queued(id) && !next.includes(id)) next.unshift(id);
    return next;
  };
  const read = <T>(action: string, call: () => Promise<T>, done: (d: Draft<WebState>, result: T) => void) =>
    load(store, { action: `modules/${action}`, call, done, report: logOnly });
  const commitModule = (moduleId: string) => (d: Draft<WebState>, module: Module) => {
    if (module && d.modulesById[moduleId]) d.modulesById[moduleId] = module;
  };
  // The live and the archived list of a project: the same load into different places.
  const projectList = (kind: 'live' | 'archived', projectId: string, call: () => Promise<Module[]>) => {
    const ids = kind === 'live' ? 'moduleIdsByProject' : 'archivedModuleIdsByProject';
    const status = kind === 'live' ? 'modulesStatusByProject' : 'archivedModulesStatusByProject';
    return load(store, {
      action: `modules/load:${kind}`,
      call,
      report: logOnly,
      start: (d) => {
        d[status][projectId] = 'loading';
      },
      done: (d, found) => {
        const other = kind === 'live' ? d.archivedModuleIdsByProject[projectId] : d.moduleIdsByProject[projectId];
        const next = listIds(d[ids][projectId], found);
        forgetMissing(d, d[ids][projectId], found, [other, next]);
        put(d, found);
        d[ids][projectId] = next;
        d[status][projectId] = 'ready';
      },
      failed: (d) => {
        d[status][projectId] = 'error';
      },
    });
  };

  const slice: Omit<ModulesSlice, keyof ModuleWorkActions> = {
    ...initialModulesState(),
    loadModules: (slug, projectId) => projectList('live', projectId, () => modules.list(slug, projectId)),
    loadArchivedModules: (slug, projectId) => projectList('archived', projectId, () => modules.listArchived(slug, projectId)),
    loadModule: (slug, projectId, moduleId, options = {}) =>
      read('loadModule', () => (options.archived ? modules.getArchived(slug, projectId, moduleId) : modules.get(slug, projectId, moduleId)), (d, module) => {
        put(d, [module]);
      }),
    loadWorkspaceModules: (slug) => read('loadWorkspaceModules', () => modules.listWorkspace(slug), (d, found) => {
      const held = Object.values(d.moduleIdsByProject).concat(Object.values(d.archivedModuleIdsByProject));
      const next = listIds(d.workspaceModuleIdsBySlug[slug], found);
      forgetMissing(d, d.workspaceModuleIdsBySlug[slug], found, [...held, next]);
      put(d, found);
      d.workspaceModuleIdsBySlug[slug] = next;
    }),
    loadModuleAnalytics: (slug, projectId, moduleId, type) => read('loadModuleAnalytics', () => modules.analytics(slug, projectId, moduleId, type), (d, analytics) => {
      (d.moduleAnalyticsByModule[moduleId] ??= {})[type] = analytics;
    }),
    reloadProjectModules: async (slug, projectId) => {
      const s = store.getState();
      const reads: Array<Promise<unknown>> = [];
      if (s.moduleIdsByProject[projectId]) reads.push(s.loadModules(slug, projectId));
      if (s.archivedModuleIdsByProject[projectId]) reads.push(s.loadArchivedModules(slug, projectId));
      if (s.workspaceModuleIdsBySlug[slug]) reads.push(s.loadWorkspaceModules(slug));
      for (const [moduleId, byType] of Object.entries(s.moduleAnalyticsByModule)) {
        if (s.modulesById[moduleId]?.project_id !== projectId) continue;
        for (const type of Object.keys(byType) as PlanningAnalyticsType[]) reads.push(s.loadModuleAnalytics(slug, projectId, moduleId, type));
      }
      await Promise.all(reads);
    },
    createModule: (slug, projectId, data) => {
      const state = store.getState();
      const id = deps.newId();
      const record = newModuleRecord({ ...data, id }, {
        projectId, workspaceId: getWorkspaceBySlug(state, slug)?.id ?? '', userId: state.currentUser?.id ?? null, now: deps.now().toISOString(),
      });
      return mutate(store, {
        key: moduleKey(id),
        apply: (d) => {
          d.modulesById[id] = record;
          (d.moduleIdsByProject[projectId] ??= []).unshift(id);
        },
        call: () => modules.create(slug, projectId, { id, ...data }),
        commit: commitModule(id),
      });
    },
    updateModule: (slug, projectId, moduleId, data) => mutate(store, {
      key: moduleKey(moduleId),
      apply: (d) => {
        const module = d.modulesById[moduleId];
        if (module) assignDefined(module, data as Partial<Module>);
      },
      call: () => modules.update(slug, projectId, moduleId, data),
      commit: commitModule(moduleId),
    }),
    deleteModule: (slug, projectId, moduleId) => mutate(store, {
      key: moduleKey(moduleId),
      apply: (d) => {
        delete d.modulesById[moduleId];
        delete d.moduleAnalyticsByModule[moduleId];
        dropId(d.moduleIdsByProject[projectId], moduleId);
        dropId(d.archivedModuleIdsByProject[projectId], moduleId);
        dropId(d.workspaceModuleIdsBySlug[slug], moduleId);
        for (const item of Object.values(d.workItemsById)) {
          if (item.project_id === projectId && item.module_ids.includes(moduleId)) item.module_ids = item.module_ids.filter((m) => m !== moduleId);
        }
      },
      call: () => modules.delete(slug, projectId, moduleId),
    }),
    toggleModuleFavorite: (slug, projectId, moduleId) => {
      const favorite = !store.getState().modulesById[moduleId]?.is_favorite;
      return mutate(store, {
        key: moduleKey(moduleId),
        apply: (d) => {
          const module = d.modulesById[moduleId];
          if (module) module.is_favorite = favorite;
        },
        call: async () => {
          await (favorite ? modules.favorite(slug, projectId, moduleId) : modules.unfavorite(slug, projectId, moduleId));
        },
      }).then(() => void store.getState().refreshFavorites(slug)); // the sidebar's favorites follow
    },
    // Spec §4: archive only a module that is not archived, restore only an archived one (else nothing happens).
    archiveModule: (slug, projectId, moduleId) => (store.getState().modulesById[moduleId]?.archived_at ? Promise.resolve() : mutate(store, {
      key: moduleKey(moduleId),
      report: logOnly,
      apply: (d) => {
        const module = d.modulesById[moduleId];
        if (!module) return;
        module.archived_at = deps.now().toISOString();
        module.is_favorite = false;
        dropId(d.moduleIdsByProject[projectId], moduleId);
        addIdFirst(d.archivedModuleIdsByProject[projectId], moduleId);
      },
      call: () => modules.archive(slug, projectId, moduleId),
      commit: (d, answer) => {
        const module = d.modulesById[moduleId];
        if (module && answer?.archived_at) module.archived_at = answer.archived_at;
      },
    }).then(() => undefined)),
    restoreModule: (slug, projectId, moduleId) => (store.getState().modulesById[moduleId]?.archived_at === null ? Promise.resolve() : mutate(store, {
      key: moduleKey(moduleId),
      report: logOnly,
      apply: (d) => {
        const module = d.modulesById[moduleId];
        if (!module) return;
        module.archived_at = null;
        dropId(d.archivedModuleIdsByProject[projectId], moduleId);
        addIdFirst(d.moduleIdsByProject[projectId], moduleId);
      },
      call: () => modules.restore(slug, projectId, moduleId),
    })),
  };
  return { ...slice, ...createModuleWorkActions({ store, deps }) };
}
