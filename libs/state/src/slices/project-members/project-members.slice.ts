import { PROJECT_TEXT } from '@cairn/types';
import type { ProjectMember, ProjectMemberMe, ProjectMembersAdd, Role } from '@cairn/types';
import type { Draft } from 'immer';
import { confirmed, refuse } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';

/** Project members, per project. */
export interface ProjectMembersSlice {
  /** Every known project member row by id. */
  projectMembersById: Record<string, ProjectMember>;
  /** project id → member ids in the server's order. */
  projectMemberIdsByProject: Record<string, string[]>;
  /** project id → the signed-in user's own (effective) membership. */
  myProjectMemberByProject: Record<string, ProjectMemberMe>;
  /** GET projects/{id}/members/. Never throws. */
  loadProjectMembers(slug: string, projectId: string): Promise<ProjectMember[] | undefined>;
  /** GET projects/{id}/project-members/me/. Never throws. */
  loadMyProjectMember(slug: string, projectId: string): Promise<ProjectMemberMe | undefined>;
  /** POST projects/{id}/members/ (bulk, waits for the server); appends the new rows; rethrows. */
  addProjectMembers(slug: string, projectId: string, members: ProjectMembersAdd['members']): Promise<ProjectMember[]>;
  /** Optimistic role change (role and original_role); 'Member not found' for an unknown member; rethrows after rollback. */
  updateProjectMemberRole(slug: string, projectId: string, memberId: string, role: Role): Promise<ProjectMember>;
  /** Optimistic removal; 'Member not found' for an unknown member; rethrows after rollback. */
  removeProjectMember(slug: string, projectId: string, memberId: string): Promise<void>;
}

/** The project members slice's data when the store starts or is reset. */
export function initialProjectMembersState(): Pick<ProjectMembersSlice, 'projectMembersById' | 'projectMemberIdsByProject' | 'myProjectMemberByProject'> {
  return { projectMembersById: {}, projectMemberIdsByProject: {}, myProjectMemberByProject: {} };
}

/** Forgets every member row of a project and the user's own membership of it. */
export function dropProjectMembers(d: Draft<WebState>, projectId: string): void {
  for (const id of d.projectMemberIdsByProject[projectId] ?? []) delete d.projectMembersById[id];
  delete d.projectMemberIdsByProject[projectId];
  delete d.myProjectMemberByProject[projectId];
}

function memberKey(memberId: string): string {
  return `project-member:${memberId}`;
}

/** Creates the project members slice. */
export function createProjectMembersSlice({ store, deps }: SliceContext): ProjectMembersSlice {
  const { projectMembers } = deps.services;
  const known = (projectId: string, memberId: string) =>
    !!store.getState().projectMembersById[memberId] && (store.getState().projectMemberIdsByProject[projectId] ?? []).includes(memberId);
  return {
    ...initialProjectMembersState(),
    loadProjectMembers: (slug, projectId) => load(store, {
      action: 'projectMembers/loadProjectMembers',
      call: () => projectMembers.list(slug, projectId),
      done: (d, list) => {
        for (const id of d.projectMemberIdsByProject[projectId] ?? []) delete d.projectMembersById[id];
        for (const member of list) d.projectMembersById[member.id] = member;
        d.projectMemberIdsByProject[projectId] = list.map((m) => m.id);
      },
    }),
    loadMyProjectMember: (slug, projectId) => load(store, {
      action: 'projectMembers/loadMyProjectMember',
      call: () => projectMembers.me(slug, projectId),
      done: (d, me) => {
        d.myProjectMemberByProject[projectId] = me;
      },
    }),
    addProjectMembers: (slug, projectId, members) => confirmed(store, {
      action: 'projectMembers/addProjectMembers',
      call: () => projectMembers.add(slug, projectId, members),
      done: (d, added) => {
        const ids = (d.projectMemberIdsByProject[projectId] ??= []);
        for (const member of added ?? []) {
          d.projectMembersById[member.id] = member;
          if (!ids.includes(member.id)) ids.push(member.id);
        }
      },
    }),
    updateProjectMemberRole: (slug, projectId, memberId, role) => {
      if (!known(projectId, memberId)) return refuse(store, PROJECT_TEXT.memberNotFound);
      return mutate(store, {
        key: memberKey(memberId),
        apply: (d) => {
          const member = d.projectMembersById[memberId];
          if (!member) return;
          member.role = role;
          member.original_role = role;
        },
        call: () => projectMembers.updateRole(slug, projectId, memberId, role),
        commit: (d, member) => {
          if (member && d.projectMembersById[memberId]) d.projectMembersById[memberId] = member;
        },
      });
    },
    removeProjectMember: (slug, projectId, memberId) => {
      if (!known(projectId, memberId)) return refuse(store, PROJECT_TEXT.memberNotFound);
      return mutate(store, {
        key: memberKey(memberId),
        apply: (d) => {
          delete d.projectMembersById[memberId];
          const ids = d.projectMemberIdsByProject[projectId];
          if (ids) d.projectMemberIdsByProject[projectId] = ids.filter((id) => id !== memberId);
        },
        call: () => projectMembers.remove(slug, projectId, memberId),
      });
    },
  };
}
