import type { Teamspace, WorkItem } from '@cairn/types';
import { ROLE, type Role } from '@cairn/types';
import { fixtures, teamspaceFixtures, type FakeServicesOverrides } from '@cairn/state';
import { testProject } from '../../../testing/project-services';
import { defaultProperties, workItemListServices } from '../../../testing/work-item-list-services';
import { workItemServices } from '../../../testing/work-item-services';

/** A second workspace member (user 2) the pickers offer. */
export const grace = fixtures.user({ id: fixtures.id(2), email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', display_name: 'grace' });

/** Platform (the signed-in user a member, Grace its lead, the test project) and Design (nobody the user knows). */
export const teams = {
  platform: teamspaceFixtures.teamspace(1, { name: 'Platform', description: 'Core services', lead: grace.id, member_ids: [fixtures.id(1), grace.id], project_ids: [testProject.id] }),
  design: teamspaceFixtures.teamspace(2, { name: 'Design', member_ids: [grace.id] }),
};

/**
 * Fake services for the teamspace screens: the signed-in user with `workspaceRole` in ws-1, the teams (`list`), the
 * workspace's members (Ada and Grace), the team's list over `items`, plus overrides.
 */
export function teamspaceServices(opts: { workspaceRole?: Role; list?: Teamspace[]; items?: WorkItem[] } & FakeServicesOverrides = {}) {
  const { workspaceRole = ROLE.ADMIN, list = Object.values(teams), items = [], teamspaces, workItemLists, members, ...rest } = opts;
  const lists = workItemListServices(items);
  return workItemServices({
    ...rest,
    items,
    workspaceRole,
    projectRole: workspaceRole === ROLE.GUEST ? ROLE.GUEST : ROLE.MEMBER,
    members: {
      me: async () => fixtures.member(0, { member: fixtures.user(), role: workspaceRole }),
      list: async () => [fixtures.member(0, { member: fixtures.user(), role: workspaceRole }), fixtures.member(1, { member: grace, role: ROLE.MEMBER })],
      ...members,
    },
    workItemLists: {
      ...lists,
      listTeam: (_s, _t, params) => lists.listProject!('ws-1', testProject.id, params),
      getTeamUserProperties: async () => defaultProperties(),
      patchTeamUserProperties: async () => defaultProperties(),
      ...workItemLists,
    },
    teamspaces: {
      list: async () => list,
      get: async (_s, id) => {
        const found = list.find((team) => team.id === id);
        if (!found) throw Object.assign(new Error('Teamspace not found'), { status: 404 });
        return found;
      },
      ...teamspaces,
    },
  });
}

/** The teamspaces page of ws-1. */
export const teamspacesUrl = () => '/ws-1/teamspaces';
/** A team's page. */
export const teamspaceUrl = (teamspaceId: string) => `/ws-1/teamspaces/${teamspaceId}`;
