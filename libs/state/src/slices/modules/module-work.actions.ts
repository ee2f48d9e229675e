import type { ModuleLink, ModuleLinkCreate, ModuleLinkUpdate, WorkItem } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { applyConfirmedWorkItem } from '../../live/live-apply';
import { workItemKey } from '../work-items/work-item-records';
import { countItem, moduleKey } from './module-records';

/** A module's work items and links (issue 13). */
export interface ModuleWorkActions {
  /**
   * Optimistic POST modules/{id}/issues/: the loaded items get the module in module_ids, its counts grow, the loaded
   * lists follow; the answered rows then go through the one confirmed-row path and the module is read again. Rethrows.
   */
  addWorkItemsToModule(slug: string, projectId: string, moduleId: string, itemIds: string[]): Promise<void>;
  /** Optimistic DELETE modules/{id}/issues/{itemId}/ (the reverse of adding); rethrows after rollback. */
  removeWorkItemFromModule(slug: string, projectId: string, moduleId: string, itemId: string): Promise<void>;
  /**
   * Optimistic POST issues/{id}/modules/ from the item's side: `moduleIds` becomes its module set (the body names the
   * added and the removed modules); counts of both follow. Rethrows after rollback.
   */
  setWorkItemModules(slug: string, projectId: string, itemId: string, moduleIds: string[]): Promise<WorkItem>;
  /**
   * Optimistic POST module-links/ with a client id. A refusal (only http and https URLs) rolls back and rethrows
   * WITHOUT a toast: the link form shows the server's text.
   */
  createModuleLink(slug: string, projectId: string, moduleId: string, data: Omit<ModuleLinkCreate, 'id'>): Promise<ModuleLink>;
  /** Optimistic PATCH module-links/{id}/; like create, the form shows a refusal. */
  updateModuleLink(slug: string, projectId: string, moduleId: string, linkId: string, data: ModuleLinkUpdate): Promise<ModuleLink>;
  /** Optimistic DELETE module-links/{id}/; rethrows after rollback. */
  deleteModuleLink(slug: string, projectId: string, moduleId: string, linkId: string): Promise<void>;
}

// Moves one loaded item into (+1) or out of (-1) a module: its module_ids and the module's counts.
function place(d: Draft<WebState>, moduleId: string, itemId: string, delta: 1 | -1): void {
  const item = d.workItemsById[itemId];
  if (!item) return;
  const has = item.module_ids.includes(moduleId);
  if (delta === 1 && has) return;
  if (delta === -1 && !has) return;
  item.module_ids = delta === 1 ? [...item.module_ids, moduleId] : item.module_ids.filter((id) => id !== moduleId);
  const module = d.modulesById[moduleId];
  if (module && !item.archived_at && !item.is_draft) countItem(module, item.state__group, delta);
}

/** Creates the module work-item and link actions. */
export function createModuleWorkActions({ store, deps }: SliceContext): ModuleWorkActions {
  const { modules } = deps.services;
  const confirmedRows = (slug: string, rows: readonly WorkItem[] | undefined) => {
    for (const row of rows ?? []) {
      if (row && typeof row === 'object' && 'id' in row) applyConfirmedWorkItem(store, deps, slug, row, { fromOthers: false, sameVersionToo: true });
    }
  };
  // The server counts estimate points and items this client never loaded: its module record wins afterwards.
  const refresh = (slug: string, projectId: string, moduleId: string) => void store.getState().loadModule(slug, projectId, moduleId);
  const linkForm = (error: unknown) => deps.onError?.(error, {});
  const putLink = (moduleId: string, linkId: string) => (d: Draft<WebState>, link: ModuleLink) => {
    const links = d.modulesById[moduleId]?.link_module;
    const index = links ? links.findIndex((l) => l.id === linkId) : -1;
    if (links && index >= 0 && link) links[index] = link;
  };
  return {
    addWorkItemsToModule: async (slug, projectId, moduleId, itemIds) => {
      const rows = await mutate(store, {
        key: moduleKey(moduleId),
        follow: { ids: itemIds },
        apply: (d) => {
          for (const id of itemIds) place(d, moduleId, id, 1);
        },
        call: () => modules.addWorkItems(slug, projectId, moduleId, itemIds),
      });
      confirmedRows(slug, rows);
      refresh(slug, projectId, moduleId);
    },
    removeWorkItemFromModule: async (slug, projectId, moduleId, itemId) => {
      await mutate(store, {
        key: moduleKey(moduleId),
        follow: { ids: [itemId] },
        apply: (d) => place(d, moduleId, itemId, -1),
        call: () => modules.removeWorkItem(slug, projectId, moduleId, itemId),
      });
      refresh(slug, projectId, moduleId);
    },
    setWorkItemModules: async (slug, projectId, itemId, moduleIds) => {
      const current = store.getState().workItemsById[itemId]?.module_ids ?? [];
      const added = moduleIds.filter((id) => !current.includes(id));
      const removed = current.filter((id) => !moduleIds.includes(id));
      const row = await mutate(store, {
        key: workItemKey(itemId),
        follow: { ids: [itemId] },
        apply: (d) => {
          for (const id of added) place(d, id, itemId, 1);
          for (const id of removed) place(d, id, itemId, -1);
        },
        call: () => modules.setWorkItemModules(slug, projectId, itemId, { modules: added, removed_modules: removed }),
      });
      confirmedRows(slug, [row]);
      for (const id of [...added, ...removed]) if (store.getState().modulesById[id]) refresh(slug, projectId, id);
      return row;
    },
    createModuleLink: (slug, projectId, moduleId, data) => {
      const id = deps.newId();
      const now = deps.now().toISOString();
      const link: ModuleLink = { id, module_id: moduleId, title: data.title ?? '', url: data.url, created_by: store.getState().currentUser?.id ?? null, created_at: now, updated_at: now };
      return mutate(store, {
        key: moduleKey(moduleId),
        report: linkForm,
        apply: (d) => {
          d.modulesById[moduleId]?.link_module.push(link);
        },
        call: () => modules.createLink(slug, projectId, moduleId, { id, ...data }),
        commit: putLink(moduleId, id),
      });
    },
    updateModuleLink: (slug, projectId, moduleId, linkId, data) => mutate(store, {
      key: moduleKey(moduleId),
      report: linkForm,
      apply: (d) => {
        const link = d.modulesById[moduleId]?.link_module.find((l) => l.id === linkId);
        if (link) assignDefined(link, data as Partial<ModuleLink>);
      },
      call: () => modules.updateLink(slug, projectId, moduleId, linkId, data),
      commit: putLink(moduleId, linkId),
    }),
    deleteModuleLink: (slug, projectId, moduleId, linkId) => mutate(store, {
      key: moduleKey(moduleId),
      apply: (d) => {
        const module = d.modulesById[moduleId];
        if (module) module.link_module = module.link_module.filter((l) => l.id !== linkId);
      },
      call: () => modules.deleteLink(slug, projectId, moduleId, linkId),
    }),
  };
}
