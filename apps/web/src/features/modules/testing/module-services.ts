import { ROLE, type Module, type Role } from '@cairn/types';
import { fixtures, moduleFixtures, type FakeServicesOverrides } from '@cairn/state';
import { projectServices } from '../../../testing/project-services';

/** The project's members in the module tests: Ada (the signed-in user, fixtures.user) and Grace. */
export const ada = fixtures.projectMember(1, { member: { ...fixtures.user(), email: 'ada@example.com' }, role: ROLE.ADMIN });
export const grace = fixtures.projectMember(2, {
  member: { id: fixtures.id(302), email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', display_name: 'grace', avatar_url: null },
});

/** Module fixtures of the test project (project 1 of ws-1). */
export const apiModule = moduleFixtures.module(1, {
  name: 'API', status: 'in-progress', lead_id: grace.member.id, start_date: '2025-01-06', target_date: '2025-02-14', total_issues: 8, completed_issues: 3,
  started_issues: 2, backlog_issues: 3, created_by: fixtures.id(999),
});
export const webModule = moduleFixtures.module(2, { name: 'Checkout', status: 'planned', created_by: fixtures.id(1) });

/**
 * Fake services of a user with `projectRole` in the test project whose modules are `moduleList` (answers of list,
 * members and favorites), plus any overrides (modules overrides merge over the list).
 */
export function moduleServices(opts: { projectRole?: Role | null; workspaceRole?: Role; moduleList?: Module[] } & FakeServicesOverrides = {}) {
  const { moduleList: modules = [apiModule, webModule], projectRole = ROLE.ADMIN, workspaceRole = projectRole === ROLE.GUEST ? ROLE.GUEST : projectRole === ROLE.ADMIN ? ROLE.ADMIN : ROLE.MEMBER, ...rest } = opts;
  return projectServices({
    ...rest,
    projectRole,
    workspaceRole,
    projectMembers: { list: () => Promise.resolve([ada, grace]), ...rest.projectMembers },
    modules: { list: () => Promise.resolve(modules), listWorkspace: () => Promise.resolve(modules), ...rest.modules },
  });
}
