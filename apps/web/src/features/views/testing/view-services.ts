import { ApiError } from '@cairn/services';
import type { IssueView, IssueViewCreate, IssueViewUpdate, WorkItem } from '@cairn/types';
import { ROLE, type Role } from '@cairn/types';
import { fixtures, viewFixtures, type FakeServicesOverrides } from '@cairn/state';
import { projectServices, testProject } from '../../../testing/project-services';
import { workItemListServices } from '../../../testing/work-item-list-services';

/** A user id other than the signed-in one (user 1), for views someone else owns. */
export const someoneElse = fixtures.id(77);

/** Three views of the test project: a public one, the user's private one, and someone else's locked one. */
export const views = {
  bugs: viewFixtures.view(1, { name: 'Open bugs', description: 'Everything urgent', filters: { priority: ['urgent'] } }),
  mine: viewFixtures.view(2, { name: 'My work', access: 'private' }),
  theirs: viewFixtures.view(3, { name: 'Release board', is_locked: true, owned_by: someoneElse, created_by: someoneElse }),
};

/**
 * Fake services for the view screens: the test project opened with `projectRole` (and views turned on unless
 * `viewsOff`), its views (`list`, kept by create / update / delete like the server), members, and the view's list over
 * `items`; plus overrides.
 */
export function viewServices(opts: { projectRole?: Role; list?: IssueView[]; items?: WorkItem[]; viewsOff?: boolean } & FakeServicesOverrides = {}) {
  const { projectRole = ROLE.ADMIN, list = Object.values(views), items = [], viewsOff = false, views: viewOverrides, workItemLists, ...rest } = opts;
  const stored = [...list];
  const lists = workItemListServices(items);
  const project = { ...testProject, issue_views_view: !viewsOff };
  const find = (id: string) => {
    const found = stored.find((v) => v.id === id);
    if (!found) throw new ApiError(404, { error: 'View not found', error_code: 'NOT_FOUND' });
    return found;
  };
  return projectServices({
    workspaceRole: projectRole === ROLE.ADMIN ? ROLE.ADMIN : projectRole,
    projectRole,
    projects: {
      list: () => Promise.resolve([{ ...project, member_role: projectRole, is_member: true }]),
      get: () => Promise.resolve({ ...project, member_role: projectRole, is_member: true }),
    },
    projectMembers: { list: async () => [fixtures.projectMember(1, { member: fixtures.user(), role: projectRole })] },
    members: { list: async () => [fixtures.member(1, { member: fixtures.user(), role: projectRole })], me: async () => fixtures.member(0, { member: fixtures.user(), role: projectRole }) },
    labels: { list: async () => [] },
    states: { list: async () => [] },
    ...rest,
    workItemLists: {
      ...lists,
      listView: (_s, _p, _v, params) => lists.listProject!('ws-1', testProject.id, params),
      listGlobalView: (_s, _v, params) => lists.listWorkspace!('ws-1', params),
      listTeamView: (_s, _t, _v, params) => lists.listWorkspace!('ws-1', params),
      ...workItemLists,
    },
    views: {
      list: async () => [...stored],
      get: async (_s, _scope, id) => find(id),
      create: async (_s, scope, body: IssueViewCreate) => {
        const view = viewFixtures.view(50 + stored.length, {
          ...body, id: body.id, access: 'public', project: scope.kind === 'project' ? scope.projectId : null,
          teamspace: scope.kind === 'team' ? scope.teamspaceId : null,
        } as Partial<IssueView>);
        stored.push(view);
        return view;
      },
      update: async (_s, _scope, id, body: IssueViewUpdate) => {
        const index = stored.findIndex((v) => v.id === id);
        stored[index] = { ...find(id), ...body } as IssueView;
        return stored[index];
      },
      delete: async (_s, _scope, id) => {
        stored.splice(stored.findIndex((v) => v.id === id), 1);
      },
      favorite: async () => ({}),
      unfavorite: async () => undefined,
      ...viewOverrides,
    },
  });
}

/** The views page of the test project. */
export const viewsUrl = () => `/ws-1/projects/${testProject.id}/views`;
/** A project view's page. */
export const viewUrl = (viewId: string) => `/ws-1/projects/${testProject.id}/views/${viewId}`;
