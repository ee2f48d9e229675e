import { ROLE } from '@cairn/types';
import type { Project, ProjectCreate, ProjectLite, ProjectStats, ProjectUpdate, Role } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, confirmed } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';

/** A project as the store keeps it: the lite fields always, the full fields once a full answer arrived. */
export type ProjectRecord = ProjectLite & Partial<Project>;

/** Loader mode of a workspace's project list: first load, or a reload over data already shown. */
export type ProjectLoader = 'init-loader' | 'mutation-loader' | undefined;

/** The projects of each workspace the user opened. */
export interface ProjectsSlice {
  /** Every known project by id (ids are UUIDs, unique across workspaces). */
  projectsById: Record<string, ProjectRecord>;
  /** slug → project ids in the server's order. */
  projectIdsBySlug: Record<string, string[]>;
  projectLoaderBySlug: Record<string, ProjectLoader>;
  projectsStatusBySlug: Record<string, LoadStatus>;
  /** project id → its counts (project-stats/). */
  projectStatsById: Record<string, ProjectStats>;
  /** GET projects/ (lite list); replaces the workspace's list. Never throws. */
  loadProjects(slug: string): Promise<ProjectLite[] | undefined>;
  /** GET projects/details/ (full list); replaces the workspace's list. Never throws. */
  loadProjectDetails(slug: string): Promise<Project[] | undefined>;
  /** GET projects/{id}/. Never throws. */
  loadProject(slug: string, projectId: string): Promise<Project | undefined>;
  /** GET project-stats/. Never throws. */
  loadProjectStats(slug: string): Promise<ProjectStats[] | undefined>;
  /** POST projects/ (waits for the server: the identifier may be taken); appends the project; rethrows. */
  createProject(slug: string, data: ProjectCreate): Promise<Project>;
  /** Optimistic PATCH (general fields, feature toggles, automations); rethrows after rollback. */
  updateProject(slug: string, projectId: string, data: ProjectUpdate): Promise<Project>;
  /** Optimistic archive: sets archived_at and clears is_favorite; rethrows after rollback. */
  archiveProject(slug: string, projectId: string): Promise<void>;
  /** Optimistic restore: clears archived_at; rethrows after rollback. */
  restoreProject(slug: string, projectId: string): Promise<void>;
  /** Optimistic favorite / unfavorite; rethrows after rollback. */
  toggleProjectFavorite(slug: string, projectId: string): Promise<void>;
  /** POST projects/join/, then marks the projects joined with the user's workspace role (default member); rethrows. */
  joinProjects(slug: string, projectIds: string[]): Promise<void>;
}

/** The projects slice's data when the store starts or is reset. */
export function initialProjectsState(): Pick<ProjectsSlice, 'projectsById' | 'projectIdsBySlug' | 'projectLoaderBySlug' | 'projectsStatusBySlug' | 'projectStatsById'> {
  return { projectsById: {}, projectIdsBySlug: {}, projectLoaderBySlug: {}, projectsStatusBySlug: {}, projectStatsById: {} };
}

/** The mutate key of a project. */
export function projectKey(projectId: string): string {
  return `project:${projectId}`;
}

/** Puts a project into the store (merged over what is known), appending it to the workspace's order when new. */
export function putProject(d: Draft<WebState>, slug: string, project: ProjectRecord): void {
  const ids = (d.projectIdsBySlug[slug] ??= []);
  if (!ids.includes(project.id)) ids.push(project.id);
  d.projectsById[project.id] = { ...d.projectsById[project.id], ...project };
}

/** Takes a project out of the store (its own record only). */
export function dropProject(d: Draft<WebState>, slug: string, projectId: string): void {
  delete d.projectsById[projectId];
  delete d.projectStatsById[projectId];
  const ids = d.projectIdsBySlug[slug];
  if (ids) d.projectIdsBySlug[slug] = ids.filter((id) => id !== projectId);
}

/** The user's role in the workspace with this slug, from the membership or the workspace list. */
export function workspaceRoleOfSlug(state: WebState, slug: string): Role | undefined {
  const fromMember = state.myWorkspaceMemberBySlug[slug]?.role;
  if (fromMember !== undefined) return fromMember;
  return Object.values(state.workspacesById).find((w) => w.slug === slug)?.role;
}

// A reload replaces the workspace's list; records of projects that vanished go, full fields of those kept survive.
function replaceList(d: Draft<WebState>, slug: string, list: readonly ProjectRecord[]): void {
  const keep = new Set(list.map((p) => p.id));
  for (const id of d.projectIdsBySlug[slug] ?? []) {
    if (!keep.has(id)) delete d.projectsById[id];
  }
  d.projectIdsBySlug[slug] = [];
  for (const project of list) putProject(d, slug, project);
}

/** Creates the projects slice. */
export function createProjectsSlice({ store, deps }: SliceContext): ProjectsSlice {
  const { projects } = deps.services;
  const loadList = <T extends ProjectRecord>(slug: string, action: string, call: () => Promise<T[]>) => load(store, {
    action,
    call,
    start: (d) => {
      d.projectLoaderBySlug[slug] = (d.projectIdsBySlug[slug]?.length ?? 0) > 0 ? 'mutation-loader' : 'init-loader';
      d.projectsStatusBySlug[slug] = 'loading';
    },
    done: (d, list) => {
      replaceList(d, slug, list);
      d.projectLoaderBySlug[slug] = undefined;
      d.projectsStatusBySlug[slug] = 'ready';
    },
    failed: (d) => {
      d.projectLoaderBySlug[slug] = undefined;
      d.projectsStatusBySlug[slug] = 'error';
    },
  });
  const commitProject = (slug: string, projectId: string) => (d: Draft<WebState>, project: Project | undefined) => {
    if (project && d.projectsById[projectId]) putProject(d, slug, project);
  };
  return {
    ...initialProjectsState(),
    loadProjects: (slug) => loadList(slug, 'projects/loadProjects', () => projects.list(slug)),
    loadProjectDetails: (slug) => loadList(slug, 'projects/loadProjectDetails', () => projects.listDetails(slug)),
    loadProject: (slug, projectId) => load(store, {
      action: 'projects/loadProject',
      call: () => projects.get(slug, projectId),
      done: (d, project) => putProject(d, slug, project),
    }),
    loadProjectStats: (slug) => load(store, {
      action: 'projects/loadProjectStats',
      call: () => projects.stats(slug),
      done: (d, rows) => {
        for (const row of rows) d.projectStatsById[row.id] = row;
      },
    }),
    createProject: (slug, data) => confirmed(store, {
      action: 'projects/createProject',
      call: () => projects.create(slug, data),
      done: (d, project) => putProject(d, slug, project),
    }),
    updateProject: (slug, projectId, data) => mutate(store, {
      key: projectKey(projectId),
      apply: (d) => {
        const project = d.projectsById[projectId];
        if (project) assignDefined(project, data as Partial<ProjectRecord>);
      },
      call: () => projects.update(slug, projectId, data),
      commit: commitProject(slug, projectId),
    }),
    archiveProject: (slug, projectId) => mutate(store, {
      key: projectKey(projectId),
      apply: (d) => {
        const project = d.projectsById[projectId];
        if (!project) return;
        project.archived_at = deps.now().toISOString();
        project.is_favorite = false;
      },
      call: () => projects.archive(slug, projectId),
      commit: commitProject(slug, projectId),
    }).then(() => undefined),
    restoreProject: (slug, projectId) => mutate(store, {
      key: projectKey(projectId),
      apply: (d) => {
        const project = d.projectsById[projectId];
        if (project) project.archived_at = null;
      },
      call: () => projects.restore(slug, projectId),
      commit: commitProject(slug, projectId),
    }).then(() => undefined),
    toggleProjectFavorite: (slug, projectId) => {
      const favorite = !store.getState().projectsById[projectId]?.is_favorite;
      return mutate(store, {
        key: projectKey(projectId),
        apply: (d) => {
          const project = d.projectsById[projectId];
          if (project) project.is_favorite = favorite;
        },
        call: async () => {
          await (favorite ? projects.favorite(slug, projectId) : projects.unfavorite(slug, projectId));
        },
      }).then(() => void store.getState().refreshFavorites(slug)); // the sidebar's favorites follow
    },
    joinProjects: async (slug, projectIds) => {
      const joined = await confirmed(store, { action: 'projects/joinProjects', call: () => projects.join(slug, projectIds) });
      // Spec: joining gives the user their workspace role in the project (member when unknown); the answer, when
      // there is one, says so authoritatively.
      const role = workspaceRoleOfSlug(store.getState(), slug) ?? ROLE.MEMBER;
      store.setState((d) => {
        for (const id of projectIds) {
          const project = d.projectsById[id];
          if (!project) continue;
          project.is_member = true;
          project.member_role = role;
        }
        for (const project of joined ?? []) {
          if (d.projectsById[project.id]) putProject(d, slug, project);
        }
      }, false, 'projects/joinProjects/done');
    },
  };
}
