import type { Teamspace, TeamspaceCreate, TeamspaceUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { mutate, pendingMutation } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';

/** The mutation key of one teamspace (its edits, members, projects and delete run in order). */
export function teamspaceKey(teamspaceId: string): string {
  return `teamspace:${teamspaceId}`;
}

/** Teamspaces (issue 14): records by id and each workspace's teams in the server's order. */
export interface TeamspacesSlice {
  teamspacesById: Record<string, Teamspace>;
  /** slug → the workspace's teams the user may see, in the server's order (a create is appended). */
  teamspaceIdsBySlug: Record<string, string[]>;
  teamspacesStatusBySlug: Record<string, LoadStatus>;
  /** GET teamspaces/ (toast on failure, status error). Never throws. */
  loadTeamspaces(slug: string): Promise<Teamspace[] | undefined>;
  /** GET teamspaces/{id}/ (a 404 or refusal is toasted and answers undefined). Never throws. */
  loadTeamspace(slug: string, teamspaceId: string): Promise<Teamspace | undefined>;
  /** Optimistic POST with a client id (deps.newId); the creator becomes a member; the server's record replaces it. Rethrows after rollback. */
  createTeamspace(slug: string, data: Omit<TeamspaceCreate, 'id'>): Promise<Teamspace>;
  /** Optimistic PATCH (name, description, logo, lead); the answer is taken. Rethrows after rollback. */
  updateTeamspace(slug: string, teamspaceId: string, data: TeamspaceUpdate): Promise<Teamspace>;
  /** Optimistic DELETE: out of the workspace's list. Rethrows after rollback. */
  deleteTeamspace(slug: string, teamspaceId: string): Promise<void>;
  /** Optimistic POST members/ (user ids): added to member_ids (no duplicates). Rethrows after rollback. */
  addTeamspaceMembers(slug: string, teamspaceId: string, memberIds: string[]): Promise<void>;
  /** Optimistic DELETE members/{id}/. Rethrows after rollback. */
  removeTeamspaceMember(slug: string, teamspaceId: string, memberId: string): Promise<void>;
  /** Optimistic POST projects/: added to project_ids (no duplicates). Rethrows after rollback. */
  addTeamspaceProjects(slug: string, teamspaceId: string, projectIds: string[]): Promise<void>;
  /** Optimistic DELETE projects/{id}/. Rethrows after rollback. */
  removeTeamspaceProject(slug: string, teamspaceId: string, projectId: string): Promise<void>;
}

type TeamspacesData = Pick<TeamspacesSlice, 'teamspacesById' | 'teamspaceIdsBySlug' | 'teamspacesStatusBySlug'>;

/** The teamspaces slice's data when the store starts or is reset. */
export function initialTeamspacesState(): TeamspacesData {
  return { teamspacesById: {}, teamspaceIdsBySlug: {}, teamspacesStatusBySlug: {} };
}

// The server answers the team after member and project changes; an empty answer keeps the optimistic record.
function isTeamspace(answer: unknown): answer is Teamspace {
  return !!answer && typeof answer === 'object' && 'id' in answer && Array.isArray((answer as Teamspace).member_ids);
}

/** Creates the teamspaces slice. */
export function createTeamspacesSlice({ store, deps }: SliceContext): TeamspacesSlice {
  const { teamspaces } = deps.services;
  // A load landing while a write of a team is queued keeps that team's local record: the write's answer decides.
  const pending = (id: string) => pendingMutation(store, teamspaceKey(id)) !== undefined;
  const commit = (id: string) => (d: Draft<WebState>, answer: unknown) => {
    if (isTeamspace(answer) && d.teamspacesById[id]) d.teamspacesById[id] = answer;
  };
  const editIds = (slug: string, id: string, field: 'member_ids' | 'project_ids', change: (ids: string[]) => string[], call: () => Promise<unknown>) =>
    mutate(store, {
      key: teamspaceKey(id),
      apply: (d) => {
        const team = d.teamspacesById[id];
        if (team) team[field] = change(team[field]);
      },
      call,
      commit: commit(id),
    }).then(() => undefined);
  const union = (add: string[]) => (ids: string[]) => [...ids, ...add.filter((x, i) => !ids.includes(x) && add.indexOf(x) === i)];
  const without = (gone: string) => (ids: string[]) => ids.filter((x) => x !== gone);
  return {
    ...initialTeamspacesState(),
    loadTeamspaces: (slug) => load(store, {
      action: 'teamspaces/loadTeamspaces',
      call: () => teamspaces.list(slug),
      start: (d) => {
        d.teamspacesStatusBySlug[slug] = 'loading';
      },
      done: (d, list) => {
        const local = d.teamspaceIdsBySlug[slug] ?? [];
        for (const team of list) if (!pending(team.id)) d.teamspacesById[team.id] = team;
        const ids = list.map((t) => t.id).filter((id) => !pending(id) || local.includes(id));
        for (const id of local) if (pending(id) && !ids.includes(id)) ids.push(id);
        // Teams gone from the answer are forgotten (deleted elsewhere, or the caller left them as a guest).
        for (const id of local) if (!ids.includes(id)) delete d.teamspacesById[id];
        d.teamspaceIdsBySlug[slug] = ids;
        d.teamspacesStatusBySlug[slug] = 'ready';
      },
      failed: (d) => {
        d.teamspacesStatusBySlug[slug] = 'error';
      },
    }),
    loadTeamspace: (slug, teamspaceId) => load(store, {
      action: 'teamspaces/loadTeamspace',
      call: () => teamspaces.get(slug, teamspaceId),
      done: (d, team) => {
        if (pending(team.id)) return;
        d.teamspacesById[team.id] = team;
        const ids = d.teamspaceIdsBySlug[slug];
        if (ids && !ids.includes(team.id)) ids.push(team.id);
      },
    }),
    createTeamspace: (slug, data) => {
      const state = store.getState();
      const id = deps.newId();
      const me = state.currentUser?.id ?? null;
      const at = deps.now().toISOString();
      const members = union(data.member_ids ?? [])(me ? [me] : []);
      const record: Teamspace = {
        id, workspace: getWorkspaceBySlug(state, slug)?.id ?? '', name: data.name.trim(), description: data.description ?? '',
        logo_props: data.logo_props ?? {}, lead: data.lead ?? null, member_ids: members, project_ids: union(data.project_ids ?? [])([]),
        created_by: me, created_at: at, updated_at: at,
      };
      return mutate(store, {
        key: teamspaceKey(id),
        apply: (d) => {
          d.teamspacesById[id] = record;
          (d.teamspaceIdsBySlug[slug] ??= []).push(id);
        },
        call: () => teamspaces.create(slug, { id, ...data }),
        commit: commit(id),
      });
    },
    updateTeamspace: (slug, teamspaceId, data) => mutate(store, {
      key: teamspaceKey(teamspaceId),
      apply: (d) => {
        const team = d.teamspacesById[teamspaceId];
        if (!team) return;
        for (const [key, value] of Object.entries(data)) if (value !== undefined) (team as Record<string, unknown>)[key] = value;
      },
      call: () => teamspaces.update(slug, teamspaceId, data),
      commit: commit(teamspaceId),
    }),
    deleteTeamspace: (slug, teamspaceId) => mutate(store, {
      key: teamspaceKey(teamspaceId),
      apply: (d) => {
        delete d.teamspacesById[teamspaceId];
        const ids = d.teamspaceIdsBySlug[slug];
        if (ids?.includes(teamspaceId)) d.teamspaceIdsBySlug[slug] = ids.filter((id) => id !== teamspaceId);
      },
      call: () => teamspaces.delete(slug, teamspaceId),
    }),
    addTeamspaceMembers: (slug, id, memberIds) => editIds(slug, id, 'member_ids', union(memberIds), () => teamspaces.addMembers(slug, id, memberIds)),
    removeTeamspaceMember: (slug, id, memberId) => editIds(slug, id, 'member_ids', without(memberId), () => teamspaces.removeMember(slug, id, memberId)),
    addTeamspaceProjects: (slug, id, projectIds) => editIds(slug, id, 'project_ids', union(projectIds), () => teamspaces.addProjects(slug, id, projectIds)),
    removeTeamspaceProject: (slug, id, projectId) => editIds(slug, id, 'project_ids', without(projectId), () => teamspaces.removeProject(slug, id, projectId)),
  };
}
