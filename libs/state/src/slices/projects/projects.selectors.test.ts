import { ROLE } from '@cairn/types';
import type { ProjectLite, ProjectMemberMe, Role } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { makeStore } from '../../testing/test-store.test-util';
import {
  canEditProjectSettingsTab, canOpenProjectSettingsTab, projectSettingsTabsFor, searchProjects, selectArchivedProjects, selectFavoriteProjects,
  selectJoinedProjects, selectProjectRole, selectProjects, type ProjectSettingsTab,
} from './projects.selectors';

const SLUG = 'ws-1';
const web = fixtures.projectLite(1, { name: 'Web site', identifier: 'WEB', is_favorite: true });
const mobile = fixtures.projectLite(2, { name: 'Mobile', identifier: 'APP', is_member: false, member_role: null });
const old = fixtures.projectLite(3, { name: 'Old web', identifier: 'OLD', archived_at: '2025-01-02T00:00:00.000Z' });
const guestOnly = fixtures.projectLite(4, { name: 'Docs', identifier: 'DOC', member_role: ROLE.GUEST });

async function storeWith(list: ProjectLite[], workspaceRole: Role = ROLE.MEMBER) {
  const { store } = makeStore({
    projects: { list: async () => list },
    workspaces: { listMine: async () => [fixtures.workspace(1, { role: workspaceRole })] },
  });
  await store.getState().loadMyWorkspaces();
  await store.getState().loadProjects(SLUG);
  return store;
}

describe('project selectors', () => {
  it('splits the list into active, archived, joined and favorite projects with stable answers', async () => {
    const store = await storeWith([web, mobile, old, guestOnly]);
    const state = store.getState();
    expect(selectProjects(state, SLUG).map((p) => p.identifier)).toEqual(['WEB', 'APP', 'DOC']);
    expect(selectArchivedProjects(state, SLUG).map((p) => p.identifier)).toEqual(['OLD']);
    expect(selectJoinedProjects(state, SLUG).map((p) => p.identifier)).toEqual(['WEB', 'DOC']);
    expect(selectFavoriteProjects(state, SLUG).map((p) => p.identifier)).toEqual(['WEB']);
    expect(selectProjects(state, SLUG)).toBe(selectProjects(store.getState(), SLUG));
    expect(selectJoinedProjects(state, SLUG)).toBe(selectJoinedProjects(store.getState(), SLUG));
    expect(selectProjects(state, 'other')).toEqual([]);
  });

  it('searches names and identifiers case-insensitively, leaving archived projects out', async () => {
    const store = await storeWith([web, mobile, old, guestOnly]);
    const state = store.getState();
    expect(searchProjects(state, SLUG, 'WeB').map((p) => p.identifier)).toEqual(['WEB']);
    expect(searchProjects(state, SLUG, 'app').map((p) => p.identifier)).toEqual(['APP']);
    expect(searchProjects(state, SLUG, ' doc ').map((p) => p.identifier)).toEqual(['DOC']);
    expect(searchProjects(state, SLUG, 'zzz')).toEqual([]);
    expect(searchProjects(state, SLUG, '')).toBe(selectProjects(state, SLUG));
    expect(searchProjects(state, SLUG, 'web')).toBe(searchProjects(state, SLUG, 'web'));
  });

  describe('selectProjectRole', () => {
    it('answers the membership role, or nothing without one', async () => {
      const store = await storeWith([web, mobile, guestOnly]);
      expect(selectProjectRole(store.getState(), web.id)).toBe(ROLE.ADMIN);
      expect(selectProjectRole(store.getState(), guestOnly.id)).toBe(ROLE.GUEST);
      expect(selectProjectRole(store.getState(), mobile.id)).toBeUndefined();
      expect(selectProjectRole(store.getState(), 'unknown')).toBeUndefined();
    });

    it('makes a workspace admin project admin everywhere', async () => {
      const store = await storeWith([mobile, guestOnly], ROLE.ADMIN);
      expect(selectProjectRole(store.getState(), mobile.id)).toBe(ROLE.ADMIN);
      expect(selectProjectRole(store.getState(), guestOnly.id)).toBe(ROLE.ADMIN);
    });

    it('prefers the loaded own membership over the list', async () => {
      const me: ProjectMemberMe = {
        id: fixtures.id(1001), project: guestOnly.id, member: fixtures.projectMember(1).member, role: ROLE.MEMBER, original_role: ROLE.MEMBER,
        is_member: true, created_at: null,
      };
      const store = await storeWith([guestOnly]);
      store.setState((d) => void (d.myProjectMemberByProject[guestOnly.id] = me));
      expect(selectProjectRole(store.getState(), guestOnly.id)).toBe(ROLE.MEMBER);
    });
  });

  // Spec §2: general and members admin, member, guest; features, estimates, automations admin; states, labels admin, member.
  const table: [ProjectSettingsTab, boolean, boolean, boolean][] = [
    ['general', true, true, true],
    ['members', true, true, true],
    ['features', true, false, false],
    ['states', true, true, false],
    ['labels', true, true, false],
    ['estimates', true, false, false],
    ['automations', true, false, false],
    ['publish', true, false, false],
  ];
  it.each(table)('settings tab %s opens for admin %s, member %s, guest %s', (tab, admin, member, guest) => {
    expect(canOpenProjectSettingsTab(ROLE.ADMIN, tab)).toBe(admin);
    expect(canOpenProjectSettingsTab(ROLE.MEMBER, tab)).toBe(member);
    expect(canOpenProjectSettingsTab(ROLE.GUEST, tab)).toBe(guest);
    expect(canOpenProjectSettingsTab(undefined, tab)).toBe(false);
    expect(canOpenProjectSettingsTab(null, tab)).toBe(false);
  });

  it('lets guests only read general and members, and members write states and labels', () => {
    expect(canEditProjectSettingsTab(ROLE.GUEST, 'general')).toBe(false);
    expect(canEditProjectSettingsTab(ROLE.MEMBER, 'general')).toBe(false);
    expect(canEditProjectSettingsTab(ROLE.MEMBER, 'members')).toBe(false);
    expect(canEditProjectSettingsTab(ROLE.ADMIN, 'members')).toBe(true);
    expect(canEditProjectSettingsTab(ROLE.MEMBER, 'labels')).toBe(true);
    expect(canEditProjectSettingsTab(ROLE.MEMBER, 'states')).toBe(true);
    expect(canEditProjectSettingsTab(ROLE.MEMBER, 'features')).toBe(false);
    expect(canEditProjectSettingsTab(ROLE.ADMIN, 'automations')).toBe(true);
  });

  it('lists the tabs a role may open in the spec order', () => {
    expect(projectSettingsTabsFor(ROLE.GUEST).map((t) => t.key)).toEqual(['general', 'members']);
    expect(projectSettingsTabsFor(ROLE.MEMBER).map((t) => t.key)).toEqual(['general', 'members', 'states', 'labels']);
    // Spec §2's seven, then Publish (issue 20, admins).
    expect(projectSettingsTabsFor(ROLE.ADMIN)).toHaveLength(8);
    expect(projectSettingsTabsFor(undefined)).toEqual([]);
    expect(projectSettingsTabsFor(ROLE.MEMBER)).toBe(projectSettingsTabsFor(ROLE.MEMBER));
  });
});
