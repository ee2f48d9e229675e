import { ApiError } from '@cairn/services';
import { ROLE } from '@cairn/types';
import type { Teamspace } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { teamspaceFixtures as tf } from './teamspace.fixtures';
import {
  canAdministerTeamspaces, canManageTeamspace, selectMyTeamspaces, selectTeamspace, selectTeamspaces, selectTeamspacesStatus,
} from './teamspaces.selectors';

const SLUG = 'ws-1';
const me = fixtures.user();
const other = fixtures.id(2);
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

const mine = tf.teamspace(1, { name: 'Platform' });
const theirs = tf.teamspace(2, { name: 'Design', member_ids: [other] });

async function storeWithTeams(overrides: FakeServicesOverrides = {}, list: Teamspace[] = [mine, theirs]) {
  const made = makeStore({ ...overrides, teamspaces: { list: async () => list, ...overrides.teamspaces } });
  made.store.getState().setCurrentUser(me);
  await made.store.getState().loadTeamspaces(SLUG);
  return made;
}

describe('teamspaces slice: loads and selectors', () => {
  it('loads the workspace\'s teams in the server\'s order; the sidebar lists only mine', async () => {
    const { store } = await storeWithTeams();
    const s = store.getState();
    expect(selectTeamspacesStatus(s, SLUG)).toBe('ready');
    expect(selectTeamspaces(s, SLUG).map((t) => t.name)).toEqual(['Platform', 'Design']);
    expect(selectMyTeamspaces(s, SLUG).map((t) => t.id)).toEqual([mine.id]);
    expect(selectMyTeamspaces(s, SLUG)).toBe(selectMyTeamspaces(s, SLUG));
    expect(selectTeamspaces(s, 'other')).toEqual([]);
  });

  it('marks a failed load and toasts it; teams gone from a later answer are forgotten', async () => {
    const list = jest.fn().mockResolvedValueOnce([mine, theirs]).mockRejectedValueOnce(refused()).mockResolvedValueOnce([mine]);
    const { store } = makeStore({ teamspaces: { list } });
    await store.getState().loadTeamspaces(SLUG);
    await expect(store.getState().loadTeamspaces(SLUG)).resolves.toBeUndefined();
    expect(selectTeamspacesStatus(store.getState(), SLUG)).toBe('error');
    expect(store.getState().toasts).toHaveLength(1);
    await store.getState().loadTeamspaces(SLUG);
    expect(selectTeamspace(store.getState(), theirs.id)).toBeUndefined();
  });

  it('loads one team into the list', async () => {
    const { store } = await storeWithTeams({ teamspaces: { get: async () => tf.teamspace(3) } }, [mine]);
    await store.getState().loadTeamspace(SLUG, tf.id(3));
    expect(selectTeamspaces(store.getState(), SLUG).map((t) => t.id)).toEqual([mine.id, tf.id(3)]);
  });

  it('says who may administer and manage a team', () => {
    expect(canAdministerTeamspaces(ROLE.ADMIN)).toBe(true);
    expect(canAdministerTeamspaces(ROLE.MEMBER)).toBe(false);
    const led = { lead: me.id };
    expect(canManageTeamspace(led, ROLE.MEMBER, me.id)).toBe(true);
    expect(canManageTeamspace(led, ROLE.GUEST, me.id)).toBe(false);
    expect(canManageTeamspace({ lead: other }, ROLE.MEMBER, me.id)).toBe(false);
    expect(canManageTeamspace({ lead: null }, ROLE.ADMIN, me.id)).toBe(true);
    expect(canManageTeamspace(undefined, ROLE.ADMIN, me.id)).toBe(false);
  });
});

describe('teamspaces slice: writes', () => {
  it('creates with a client id at once (creator a member); the server\'s record replaces it', async () => {
    const create = deferred<Teamspace>();
    const spy = jest.fn(() => create.promise);
    const { store } = await storeWithTeams({ teamspaces: { create: spy } }, []);
    const creating = store.getState().createTeamspace(SLUG, { name: ' Core ', member_ids: [other] });
    const [id] = store.getState().teamspaceIdsBySlug[SLUG];
    expect(selectTeamspace(store.getState(), id)).toMatchObject({ name: 'Core', member_ids: [me.id, other] });
    await flush();
    expect(spy).toHaveBeenCalledWith(SLUG, { id, name: ' Core ', member_ids: [other] });
    create.resolve(tf.teamspace(9, { id, name: 'Core', description: 'from the server' }));
    await creating;
    expect(selectTeamspace(store.getState(), id)?.description).toBe('from the server');
  });

  it('rolls a refused create back with a toast', async () => {
    const { store } = await storeWithTeams({ teamspaces: { create: async () => Promise.reject(refused()) } }, []);
    await expect(store.getState().createTeamspace(SLUG, { name: 'Core' })).rejects.toThrow('Not allowed');
    expect(selectTeamspaces(store.getState(), SLUG)).toEqual([]);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('updates at once and takes the answer; a refusal rolls back', async () => {
    const update = jest.fn().mockResolvedValueOnce({ ...mine, name: 'Core', lead: me.id }).mockRejectedValueOnce(refused());
    const { store } = await storeWithTeams({ teamspaces: { update } });
    await store.getState().updateTeamspace(SLUG, mine.id, { name: 'Core', lead: me.id });
    expect(selectTeamspace(store.getState(), mine.id)).toMatchObject({ name: 'Core', lead: me.id });
    await expect(store.getState().updateTeamspace(SLUG, mine.id, { name: 'Other' })).rejects.toThrow();
    expect(selectTeamspace(store.getState(), mine.id)?.name).toBe('Core');
  });

  it('deletes at once; a refusal puts the team back in its place', async () => {
    const del = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
    const { store } = await storeWithTeams({ teamspaces: { delete: del } });
    await expect(store.getState().deleteTeamspace(SLUG, mine.id)).rejects.toThrow();
    expect(selectTeamspaces(store.getState(), SLUG).map((t) => t.id)).toEqual([mine.id, theirs.id]);
    await store.getState().deleteTeamspace(SLUG, mine.id);
    expect(selectTeamspaces(store.getState(), SLUG).map((t) => t.id)).toEqual([theirs.id]);
    expect(selectTeamspace(store.getState(), mine.id)).toBeUndefined();
  });

  it('adds and removes members (no duplicates) and takes the server\'s team when it answers one', async () => {
    const addMembers = jest.fn(async () => ({ ...mine, member_ids: [me.id, other], updated_at: '2025-02-01T00:00:00.000Z' }));
    const removeMember = jest.fn(async () => undefined);
    const { store } = await storeWithTeams({ teamspaces: { addMembers, removeMember } });
    await store.getState().addTeamspaceMembers(SLUG, mine.id, [me.id, other, other]);
    expect(selectTeamspace(store.getState(), mine.id)).toMatchObject({ member_ids: [me.id, other], updated_at: '2025-02-01T00:00:00.000Z' });
    await store.getState().removeTeamspaceMember(SLUG, mine.id, me.id);
    expect(selectTeamspace(store.getState(), mine.id)?.member_ids).toEqual([other]);
    expect(selectMyTeamspaces(store.getState(), SLUG)).toEqual([]);
  });

  it('rolls member and project changes back when refused', async () => {
    const no = async () => Promise.reject(refused());
    const { store } = await storeWithTeams({ teamspaces: { addMembers: no, removeMember: no, addProjects: no, removeProject: no } }, [{ ...mine, project_ids: ['p1'] }]);
    await expect(store.getState().addTeamspaceMembers(SLUG, mine.id, [other])).rejects.toThrow();
    await expect(store.getState().removeTeamspaceMember(SLUG, mine.id, me.id)).rejects.toThrow();
    await expect(store.getState().addTeamspaceProjects(SLUG, mine.id, ['p2'])).rejects.toThrow();
    await expect(store.getState().removeTeamspaceProject(SLUG, mine.id, 'p1')).rejects.toThrow();
    expect(selectTeamspace(store.getState(), mine.id)).toMatchObject({ member_ids: [me.id], project_ids: ['p1'] });
    expect(store.getState().toasts.length).toBeGreaterThan(0);
  });

  it('adds and removes projects', async () => {
    const { store } = await storeWithTeams({ teamspaces: { addProjects: async () => undefined, removeProject: async () => undefined } });
    await store.getState().addTeamspaceProjects(SLUG, mine.id, ['p1', 'p2']);
    expect(selectTeamspace(store.getState(), mine.id)?.project_ids).toEqual(['p1', 'p2']);
    await store.getState().removeTeamspaceProject(SLUG, mine.id, 'p1');
    expect(selectTeamspace(store.getState(), mine.id)?.project_ids).toEqual(['p2']);
  });

  it('keeps a team being written when a load answers meanwhile (the write decides)', async () => {
    const update = deferred<Teamspace>();
    const { store } = await storeWithTeams({ teamspaces: { update: () => update.promise } });
    const updating = store.getState().updateTeamspace(SLUG, mine.id, { name: 'Renamed' });
    await store.getState().loadTeamspaces(SLUG);
    expect(selectTeamspace(store.getState(), mine.id)?.name).toBe('Renamed');
    update.resolve({ ...mine, name: 'Renamed' });
    await updating;
    expect(selectTeamspace(store.getState(), mine.id)?.name).toBe('Renamed');
  });

  it('forgets every team on reset', async () => {
    const { store } = await storeWithTeams();
    store.getState().resetStore();
    expect(selectTeamspaces(store.getState(), SLUG)).toEqual([]);
  });
});
