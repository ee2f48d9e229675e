import { ApiError } from '@cairn/services';
import { PROJECT_ERROR_CODE, ROLE } from '@cairn/types';
import type { Project, ProjectLite, Role } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectAllProjects, selectProject, selectProjectLoader, selectProjects } from './projects.selectors';

const SLUG = 'ws-1';
const p1 = fixtures.projectLite(1);
const p2 = fixtures.projectLite(2, { is_member: false, member_role: null });
const forbidden = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

async function storeWithProjects(projects: FakeServicesOverrides['projects'] = {}, list: ProjectLite[] = [p1, p2], workspaceRole: Role = ROLE.MEMBER) {
  const made = makeStore({
    projects: { list: async () => list, ...projects },
    workspaces: { listMine: async () => [fixtures.workspace(1, { role: workspaceRole })] },
  });
  await made.store.getState().loadMyWorkspaces();
  await made.store.getState().loadProjects(SLUG);
  return made;
}

describe('projects slice', () => {
  describe('loading', () => {
    it('loads with the init-loader first, the mutation-loader on a reload, and replaces the list', async () => {
      const first = deferred<ProjectLite[]>();
      const second = deferred<ProjectLite[]>();
      const list = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
      const { store } = makeStore({ projects: { list } });
      const a = store.getState().loadProjects(SLUG);
      expect(selectProjectLoader(store.getState(), SLUG)).toBe('init-loader');
      first.resolve([p1, p2]);
      await a;
      expect(selectProjectLoader(store.getState(), SLUG)).toBeUndefined();
      expect(selectProjects(store.getState(), SLUG)).toEqual([p1, p2]);
      const b = store.getState().loadProjects(SLUG);
      expect(selectProjectLoader(store.getState(), SLUG)).toBe('mutation-loader');
      second.resolve([p2]);
      await b;
      expect(selectProjects(store.getState(), SLUG)).toEqual([p2]);
      expect(selectProject(store.getState(), p1.id)).toBeUndefined();
      expect(list).toHaveBeenCalledWith(SLUG);
    });

    it('keeps the full fields of a project when the lite list is reloaded', async () => {
      const full = fixtures.project(1, { archive_in: 3 });
      const { store } = await storeWithProjects({ get: async () => full });
      await store.getState().loadProject(SLUG, p1.id);
      expect(selectProject(store.getState(), p1.id)?.archive_in).toBe(3);
      await store.getState().loadProjects(SLUG);
      expect(selectProject(store.getState(), p1.id)).toMatchObject({ archive_in: 3, name: 'Project 1' });
    });

    it('loads the full list and the stats', async () => {
      const full = [fixtures.project(1), fixtures.project(2)];
      const stats = [{ id: p1.id, total_members: 3, total_states: 5, total_labels: 0, total_issues: 0 }];
      const { store } = makeStore({ projects: { listDetails: async () => full, stats: async () => stats } });
      await store.getState().loadProjectDetails(SLUG);
      expect(selectAllProjects(store.getState(), SLUG)).toEqual(full);
      await store.getState().loadProjectStats(SLUG);
      expect(store.getState().projectStatsById[p1.id]).toEqual(stats[0]);
    });

    it('ends the loader, marks the list failed and shows one toast when a load fails', async () => {
      const { store } = makeStore({ projects: { list: () => Promise.reject(new ApiError(500)) } });
      await expect(store.getState().loadProjects(SLUG)).resolves.toBeUndefined();
      expect(selectProjectLoader(store.getState(), SLUG)).toBeUndefined();
      expect(store.getState().projectsStatusBySlug[SLUG]).toBe('error');
      expect(store.getState().toasts).toHaveLength(1);
    });
  });

  describe('createProject', () => {
    it('waits for the server, then appends the full project', async () => {
      const answer = deferred<Project>();
      const create = jest.fn(() => answer.promise);
      const { store } = await storeWithProjects({ create });
      const body = { id: fixtures.id(503), name: 'Project 3', identifier: 'P3' };
      const pending = store.getState().createProject(SLUG, body);
      expect(selectProjects(store.getState(), SLUG)).toHaveLength(2);
      const created = fixtures.project(3);
      answer.resolve(created);
      await expect(pending).resolves.toEqual(created);
      expect(create).toHaveBeenCalledWith(SLUG, body);
      expect(selectProjects(store.getState(), SLUG).map((p) => p.id)).toEqual([p1.id, p2.id, created.id]);
    });

    it('reports a taken identifier, rethrows and adds nothing', async () => {
      const error = new ApiError(409, { error: 'Project identifier is already taken', error_code: PROJECT_ERROR_CODE.PROJECT_IDENTIFIER_TAKEN });
      const { store } = await storeWithProjects({ create: () => Promise.reject(error) });
      await expect(store.getState().createProject(SLUG, { name: 'X', identifier: 'P1' })).rejects.toBe(error);
      expect(selectProjects(store.getState(), SLUG)).toHaveLength(2);
      expect(store.getState().toasts).toMatchObject([{ title: 'Project identifier is already taken' }]);
    });
  });

  describe('updateProject', () => {
    it('applies a toggle and automations at once and takes the server version', async () => {
      const answer = deferred<Project>();
      const update = jest.fn(() => answer.promise);
      const { store } = await storeWithProjects({ update });
      const pending = store.getState().updateProject(SLUG, p1.id, { cycle_view: false, archive_in: 2, name: undefined });
      expect(selectProject(store.getState(), p1.id)).toMatchObject({ cycle_view: false, archive_in: 2, name: 'Project 1' });
      answer.resolve(fixtures.project(1, { cycle_view: false, archive_in: 2, updated_at: 'later' }));
      await pending;
      expect(update).toHaveBeenCalledWith(SLUG, p1.id, { cycle_view: false, archive_in: 2, name: undefined });
      expect(selectProject(store.getState(), p1.id)).toMatchObject({ cycle_view: false, archive_in: 2, updated_at: 'later' });
    });

    it('rolls a refused update back', async () => {
      const { store } = await storeWithProjects({ update: () => Promise.reject(forbidden()) });
      await expect(store.getState().updateProject(SLUG, p1.id, { name: 'Renamed', inbox_view: false })).rejects.toMatchObject({ status: 403 });
      expect(selectProject(store.getState(), p1.id)).toEqual(p1);
      expect(store.getState().toasts).toMatchObject([{ title: 'Not allowed' }]);
    });
  });

  describe('archive and restore', () => {
    it('archives at once (clearing the favorite) and takes the server version', async () => {
      const answer = deferred<Project>();
      const archive = jest.fn(() => answer.promise);
      const { store } = await storeWithProjects({ archive }, [{ ...p1, is_favorite: true }]);
      const pending = store.getState().archiveProject(SLUG, p1.id);
      expect(selectProject(store.getState(), p1.id)).toMatchObject({ archived_at: new Date(1_700_000_000_000).toISOString(), is_favorite: false });
      expect(selectProjects(store.getState(), SLUG)).toEqual([]);
      answer.resolve(fixtures.project(1, { archived_at: '2025-02-02T00:00:00.000Z' }));
      await pending;
      expect(selectProject(store.getState(), p1.id)).toMatchObject({ archived_at: '2025-02-02T00:00:00.000Z', is_favorite: false, archive_in: 0 });
    });

    it('puts archived_at and the favorite back when the archive fails', async () => {
      const { store } = await storeWithProjects({ archive: () => Promise.reject(forbidden()) }, [{ ...p1, is_favorite: true }]);
      await expect(store.getState().archiveProject(SLUG, p1.id)).rejects.toMatchObject({ status: 403 });
      expect(selectProject(store.getState(), p1.id)).toMatchObject({ archived_at: null, is_favorite: true });
    });

    it('restores at once, and archives again when the restore fails', async () => {
      const archived = { ...p1, archived_at: '2025-02-02T00:00:00.000Z' };
      const restore = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(forbidden());
      const { store } = await storeWithProjects({ restore }, [archived]);
      await store.getState().restoreProject(SLUG, p1.id);
      expect(selectProject(store.getState(), p1.id)?.archived_at).toBeNull();
      expect(restore).toHaveBeenCalledWith(SLUG, p1.id);
      store.setState((d) => void (d.projectsById[p1.id].archived_at = archived.archived_at));
      await expect(store.getState().restoreProject(SLUG, p1.id)).rejects.toMatchObject({ status: 403 });
      expect(selectProject(store.getState(), p1.id)?.archived_at).toBe(archived.archived_at);
    });
  });

  describe('toggleProjectFavorite', () => {
    it('favorites and unfavorites at once through the matching call', async () => {
      const favorite = jest.fn(async () => ({ id: 'f1', project: p1.id, created_at: 'now' }));
      const unfavorite = jest.fn(async () => undefined);
      const { store } = await storeWithProjects({ favorite, unfavorite });
      const pending = store.getState().toggleProjectFavorite(SLUG, p1.id);
      expect(selectProject(store.getState(), p1.id)?.is_favorite).toBe(true);
      await pending;
      expect(favorite).toHaveBeenCalledWith(SLUG, p1.id);
      await store.getState().toggleProjectFavorite(SLUG, p1.id);
      expect(unfavorite).toHaveBeenCalledWith(SLUG, p1.id);
      expect(selectProject(store.getState(), p1.id)?.is_favorite).toBe(false);
    });

    it('reverts the favorite when the call fails', async () => {
      const { store } = await storeWithProjects({ favorite: () => Promise.reject(new ApiError(500)) });
      await expect(store.getState().toggleProjectFavorite(SLUG, p1.id)).rejects.toBeInstanceOf(ApiError);
      expect(selectProject(store.getState(), p1.id)?.is_favorite).toBe(false);
      expect(store.getState().toasts).toHaveLength(1);
    });
  });

  describe('joinProjects', () => {
    it('marks the projects joined with the workspace role once the server agrees', async () => {
      const join = jest.fn(async () => [] as ProjectLite[]);
      const { store } = await storeWithProjects({ join }, [p1, p2], ROLE.ADMIN);
      await store.getState().joinProjects(SLUG, [p2.id]);
      expect(join).toHaveBeenCalledWith(SLUG, [p2.id]);
      expect(selectProject(store.getState(), p2.id)).toMatchObject({ is_member: true, member_role: ROLE.ADMIN });
    });

    it('uses member when the workspace role is unknown', async () => {
      const { store } = makeStore({ projects: { list: async () => [p2], join: async () => [] } });
      await store.getState().loadProjects(SLUG);
      await store.getState().joinProjects(SLUG, [p2.id]);
      expect(selectProject(store.getState(), p2.id)).toMatchObject({ is_member: true, member_role: ROLE.MEMBER });
    });

    it('takes the joined rows the server answers', async () => {
      const { store } = await storeWithProjects({ join: async () => [{ ...p2, is_member: true, member_role: ROLE.GUEST, name: 'Renamed' }] });
      await store.getState().joinProjects(SLUG, [p2.id]);
      expect(selectProject(store.getState(), p2.id)).toMatchObject({ is_member: true, member_role: ROLE.GUEST, name: 'Renamed' });
    });

    it('changes nothing when the server refuses', async () => {
      const { store } = await storeWithProjects({ join: () => Promise.reject(forbidden()) });
      await expect(store.getState().joinProjects(SLUG, [p2.id])).rejects.toMatchObject({ status: 403 });
      expect(selectProject(store.getState(), p2.id)).toEqual(p2);
      expect(store.getState().toasts).toHaveLength(1);
    });
  });
});
