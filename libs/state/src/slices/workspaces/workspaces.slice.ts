import type { Workspace, WorkspaceCreate, WorkspaceUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { confirmed } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';

/** Loader mode of the workspace list (spec §4): first load, or a reload/mutation over data already shown. */
export type WorkspaceLoader = 'init-loader' | 'mutation-loader' | undefined;

/** The user's workspaces. */
export interface WorkspacesSlice {
  workspacesById: Record<string, Workspace>;
  /** Ids in the server's order. */
  workspaceIds: string[];
  workspaceLoader: WorkspaceLoader;
  workspacesStatus: LoadStatus;
  /** Slug of the workspace in the address bar. */
  currentWorkspaceSlug: string | undefined;
  /** GET users/me/workspaces/. Never throws. */
  loadMyWorkspaces(): Promise<Workspace[] | undefined>;
  /** POST workspaces/ (not optimistic: the slug may be taken); rethrows. */
  createWorkspace(data: WorkspaceCreate): Promise<Workspace>;
  /** Optimistic PATCH workspaces/{slug}/; rethrows after rollback. */
  updateWorkspace(slug: string, data: WorkspaceUpdate): Promise<Workspace>;
  /** Optimistic DELETE workspaces/{slug}/; rethrows after rollback. */
  deleteWorkspace(slug: string): Promise<void>;
  /** Remembers which workspace the address bar shows. */
  setCurrentWorkspaceSlug(slug: string | undefined): void;
}

/** The workspaces slice's data when the store starts or is reset. */
export function initialWorkspacesState(): Pick<WorkspacesSlice, 'workspacesById' | 'workspaceIds' | 'workspaceLoader' | 'workspacesStatus' | 'currentWorkspaceSlug'> {
  return { workspacesById: {}, workspaceIds: [], workspaceLoader: undefined, workspacesStatus: 'idle', currentWorkspaceSlug: undefined };
}

/** Puts a workspace into the store, appending it to the order when new. */
export function putWorkspace(d: Draft<WebState>, workspace: Workspace): void {
  if (!d.workspacesById[workspace.id]) d.workspaceIds.push(workspace.id);
  d.workspacesById[workspace.id] = workspace;
}

/** Takes a workspace out of the store. */
export function dropWorkspace(d: Draft<WebState>, id: string): void {
  delete d.workspacesById[id];
  d.workspaceIds = d.workspaceIds.filter((x) => x !== id);
}

function idOfSlug(state: WebState, slug: string): string | undefined {
  return state.workspaceIds.find((id) => state.workspacesById[id]?.slug === slug);
}

function workspaceKey(id: string): string {
  return `workspace:${id}`;
}

/** Creates the workspaces slice. */
export function createWorkspacesSlice({ store, deps }: SliceContext): WorkspacesSlice {
  const { workspaces } = deps.services;
  const requireId = (slug: string): string => {
    const id = idOfSlug(store.getState(), slug);
    if (!id) throw new Error(`Unknown workspace slug "${slug}"`);
    return id;
  };
  return {
    ...initialWorkspacesState(),
    loadMyWorkspaces: () => load(store, {
      action: 'workspaces/loadMyWorkspaces',
      call: () => workspaces.listMine(),
      start: (d) => {
        d.workspaceLoader = d.workspaceIds.length > 0 ? 'mutation-loader' : 'init-loader';
        d.workspacesStatus = 'loading';
      },
      done: (d, list) => {
        d.workspacesById = Object.fromEntries(list.map((w) => [w.id, w]));
        d.workspaceIds = list.map((w) => w.id);
        d.workspaceLoader = undefined;
        d.workspacesStatus = 'ready';
      },
      failed: (d) => {
        d.workspaceLoader = undefined;
        d.workspacesStatus = 'error';
      },
    }),
    createWorkspace: async (data) => {
      store.setState((d) => {
        d.workspaceLoader = 'mutation-loader';
      }, false, 'workspaces/createWorkspace/start');
      try {
        return await confirmed(store, { action: 'workspaces/createWorkspace/done', call: () => workspaces.create(data), done: (d, workspace) => putWorkspace(d, workspace) });
      } finally {
        store.setState((d) => {
          d.workspaceLoader = undefined;
        }, false, 'workspaces/createWorkspace/end');
      }
    },
    updateWorkspace: (slug, data) => {
      const id = requireId(slug);
      return mutate(store, {
        key: workspaceKey(id),
        apply: (d) => {
          const workspace = d.workspacesById[id];
          if (workspace) Object.assign(workspace, data);
        },
        call: () => workspaces.update(slug, data),
        commit: (d, workspace) => {
          if (workspace && d.workspacesById[id]) d.workspacesById[id] = workspace;
        },
      });
    },
    deleteWorkspace: (slug) => {
      const id = requireId(slug);
      return mutate(store, {
        key: workspaceKey(id),
        apply: (d) => {
          dropWorkspace(d, id);
          if (d.currentWorkspaceSlug === slug) d.currentWorkspaceSlug = undefined;
        },
        call: () => workspaces.delete(slug),
      });
    },
    setCurrentWorkspaceSlug: (slug) => store.setState((d) => {
      d.currentWorkspaceSlug = slug;
    }, false, 'workspaces/setCurrentWorkspaceSlug'),
  };
}
