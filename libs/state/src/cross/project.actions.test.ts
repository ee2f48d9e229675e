import { ApiError } from '@cairn/services';
import { ROLE } from '@cairn/types';
import type { Role } from '@cairn/types';
import { fixtures } from '../testing/fixtures';
import type { FakeServicesOverrides } from '../testing/fake-services';
import { deferred, makeStore } from '../testing/test-store.test-util';
import { selectProject, selectProjects } from '../slices/projects/projects.selectors';
import { selectProjectStates } from '../slices/states/states.selectors';
import { selectProjectLabels } from '../slices/labels/labels.selectors';
import { selectProjectEstimates } from '../slices/estimates/estimates.selectors';
import { selectMyProjectMember, selectProjectMembers } from '../slices/project-members/project-members.selectors';

const SLUG = 'ws-1';
const p1 = fixtures.projectLite(1);
const p2 = fixtures.projectLite(2);
const P = p1.id;

async function loadedStore(overrides: FakeServicesOverrides = {}, workspaceRole: Role = ROLE.MEMBER) {
  const made = makeStore({
    ...overrides,
    workspaces: { listMine: async () => [fixtures.workspace(1, { role: workspaceRole })] },
    projects: { list: async () => [p1, p2], ...overrides.projects },
    states: { list: async () => [fixtures.state(1, { default: true })] },
    labels: { list: async () => [fixtures.label(1)] },
    estimates: { list: async () => [fixtures.estimate(1)] },
    projectMembers: {
      list: async () => [fixtures.projectMember(1)],
      me: async () => ({ ...fixtures.projectMember(1), is_member: true }),
      ...overrides.projectMembers,
    },
  });
  const s = made.store.getState();
  await s.loadMyWorkspaces();
  await s.loadProjects(SLUG);
  await Promise.all([
    s.loadProjectStates(SLUG, P), s.loadProjectLabels(SLUG, P), s.loadProjectEstimates(SLUG, P), s.loadProjectMembers(SLUG, P), s.loadMyProjectMember(SLUG, P),
  ]);
  return made;
}

describe('project cross actions', () => {
  it('deleteProject drops the project and everything under it at once', async () => {
    const answer = deferred<void>();
    const remove = jest.fn(() => answer.promise);
    const { store } = await loadedStore({ projects: { delete: remove } });
    const pending = store.getState().deleteProject(SLUG, P);
    const state = store.getState();
    expect(selectProjects(state, SLUG)).toEqual([p2]);
    expect([selectProjectStates(state, P), selectProjectLabels(state, P), selectProjectEstimates(state, P), selectProjectMembers(state, P)]).toEqual([[], [], [], []]);
    expect(state.statesById).toEqual({});
    answer.resolve();
    await pending;
    expect(remove).toHaveBeenCalledWith(SLUG, P);
    expect(selectProject(store.getState(), P)).toBeUndefined();
  });

  it('deleteProject puts everything back in place when the server refuses', async () => {
    const { store } = await loadedStore({ projects: { delete: () => Promise.reject(new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' })) } });
    const before = store.getState();
    await expect(store.getState().deleteProject(SLUG, P)).rejects.toMatchObject({ status: 403 });
    const after = store.getState();
    expect(selectProjects(after, SLUG)).toEqual([p1, p2]);
    expect(selectProjectStates(after, P)).toEqual(selectProjectStates(before, P));
    expect(selectProjectLabels(after, P)).toEqual([fixtures.label(1)]);
    expect(selectProjectEstimates(after, P)).toEqual([fixtures.estimate(1)]);
    expect(selectProjectMembers(after, P)).toEqual([fixtures.projectMember(1)]);
    expect(selectMyProjectMember(after, P)).toBeDefined();
    expect(after.toasts).toMatchObject([{ title: 'Not allowed' }]);
  });

  it('leaveProject keeps the project listed but not joined, and forgets its members', async () => {
    const leave = jest.fn(async () => undefined);
    const { store } = await loadedStore({ projectMembers: { leave } });
    await store.getState().leaveProject(SLUG, P);
    expect(leave).toHaveBeenCalledWith(SLUG, P);
    expect(selectProject(store.getState(), P)).toMatchObject({ is_member: false, member_role: null });
    expect(selectMyProjectMember(store.getState(), P)).toBeUndefined();
    expect(selectProjectMembers(store.getState(), P)).toEqual([]);
  });

  it('leaveProject drops the project entirely for a workspace guest', async () => {
    const { store } = await loadedStore({ projectMembers: { leave: async () => undefined } }, ROLE.GUEST);
    await store.getState().leaveProject(SLUG, P);
    expect(selectProject(store.getState(), P)).toBeUndefined();
    expect(selectProjects(store.getState(), SLUG)).toEqual([p2]);
  });

  it('leaveProject changes nothing when the last admin may not leave', async () => {
    const error = new ApiError(409, { error: 'You are the only admin of this project; make someone else admin first', error_code: 'LAST_PROJECT_ADMIN' });
    const { store } = await loadedStore({ projectMembers: { leave: () => Promise.reject(error) } });
    await expect(store.getState().leaveProject(SLUG, P)).rejects.toBe(error);
    expect(selectProject(store.getState(), P)).toEqual(p1);
    expect(selectMyProjectMember(store.getState(), P)).toBeDefined();
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('leaving a workspace forgets its projects, and a reset clears every project slice', async () => {
    const { store } = await loadedStore({ members: { leave: async () => undefined } });
    await store.getState().leaveWorkspace(SLUG);
    expect(store.getState().projectIdsBySlug[SLUG]).toBeUndefined();
    expect(store.getState().projectsById).toEqual({});
    expect(store.getState().labelsById).toEqual({});
    const again = await loadedStore();
    again.store.getState().resetStore();
    const state = again.store.getState();
    expect([state.projectsById, state.statesById, state.labelsById, state.estimatesById, state.projectMembersById]).toEqual([{}, {}, {}, {}, {}]);
  });
});
