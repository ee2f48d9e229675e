import { ROLE, type Role } from '@cairn/types';
import { fixtures, type FakeServicesOverrides } from '@cairn/state';
import { signedInServices } from './signed-in-services';

/** The project most project-screen tests open (project 1 of ws-1, "Website", identifier WEB). */
export const testProject = fixtures.project(1, { name: 'Website', identifier: 'WEB' });

/**
 * Fake services of a user whose workspace role is `workspaceRole` and whose role in `testProject` is `projectRole`
 * (null = not a member), with any overrides (projects overrides merge over the list and get calls).
 */
export function projectServices(opts: { workspaceRole?: Role; projectRole?: Role | null } & FakeServicesOverrides = {}) {
  const { workspaceRole = ROLE.ADMIN, projectRole = ROLE.ADMIN, projects, ...rest } = opts;
  const member = projectRole !== null;
  const project = { ...testProject, member_role: projectRole, is_member: member };
  return signedInServices({
    ...rest,
    workspaceList: [fixtures.workspace(1, { role: workspaceRole })],
    projectList: [project],
    projects: { get: () => Promise.resolve(project), ...projects },
  });
}
