import type { Role, WorkspaceMember } from '@cairn/types';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { SliceContext } from '../../core/types';

/** Workspace members, per workspace slug. */
export interface MembersSlice {
  /** slug → member id → member. */
  workspaceMembersBySlug: Record<string, Record<string, WorkspaceMember>>;
  /** slug → member ids in the server's order. */
  workspaceMemberIdsBySlug: Record<string, string[]>;
  /** slug → the signed-in user's own membership. */
  myWorkspaceMemberBySlug: Record<string, WorkspaceMember>;
  /** GET workspaces/{slug}/members/. Never throws. */
  loadWorkspaceMembers(slug: string): Promise<WorkspaceMember[] | undefined>;
  /** GET workspaces/{slug}/workspace-members/me/. Never throws. */
  loadMyWorkspaceMember(slug: string): Promise<WorkspaceMember | undefined>;
  /** Optimistic PATCH of a member's role; rethrows after rollback. */
  updateWorkspaceMemberRole(slug: string, memberId: string, role: Role): Promise<WorkspaceMember>;
  /** Optimistic removal of a member; rethrows after rollback. */
  removeWorkspaceMember(slug: string, memberId: string): Promise<void>;
}

/** The members slice's data when the store starts or is reset. */
export function initialMembersState(): Pick<MembersSlice, 'workspaceMembersBySlug' | 'workspaceMemberIdsBySlug' | 'myWorkspaceMemberBySlug'> {
  return { workspaceMembersBySlug: {}, workspaceMemberIdsBySlug: {}, myWorkspaceMemberBySlug: {} };
}

function memberKey(slug: string, memberId: string): string {
  return `workspace-member:${slug}:${memberId}`;
}

/** Creates the members slice. */
export function createMembersSlice({ store, deps }: SliceContext): MembersSlice {
  const { members } = deps.services;
  return {
    ...initialMembersState(),
    loadWorkspaceMembers: (slug) => load(store, {
      action: 'members/loadWorkspaceMembers',
      call: () => members.list(slug),
      done: (d, list) => {
        d.workspaceMembersBySlug[slug] = Object.fromEntries(list.map((m) => [m.id, m]));
        d.workspaceMemberIdsBySlug[slug] = list.map((m) => m.id);
      },
    }),
    loadMyWorkspaceMember: (slug) => load(store, {
      action: 'members/loadMyWorkspaceMember',
      call: () => members.me(slug),
      done: (d, member) => {
        d.myWorkspaceMemberBySlug[slug] = member;
      },
    }),
    updateWorkspaceMemberRole: (slug, memberId, role) => mutate(store, {
      key: memberKey(slug, memberId),
      apply: (d) => {
        const member = d.workspaceMembersBySlug[slug]?.[memberId];
        if (member) member.role = role;
      },
      call: () => members.updateRole(slug, memberId, role),
      commit: (d, member) => {
        const bySlug = d.workspaceMembersBySlug[slug];
        if (member && bySlug?.[memberId]) bySlug[memberId] = member;
      },
    }),
    removeWorkspaceMember: (slug, memberId) => mutate(store, {
      key: memberKey(slug, memberId),
      apply: (d) => {
        delete d.workspaceMembersBySlug[slug]?.[memberId];
        const ids = d.workspaceMemberIdsBySlug[slug];
        if (ids) d.workspaceMemberIdsBySlug[slug] = ids.filter((id) => id !== memberId);
      },
      call: () => members.remove(slug, memberId),
    }),
  };
}
