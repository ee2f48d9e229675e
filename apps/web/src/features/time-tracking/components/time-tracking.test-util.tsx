// Test helpers of the time-tracking components (not a test file itself): a store over fake services with ws-1's
// project 1 (time tracking on or off, the caller's role) and its members loaded, Ada (user 1) signed in.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeServices, createWebStore, fixtures, type FakeServicesOverrides } from '@cairn/state';
import { ROLE, type Role, type TimeLog } from '@cairn/types';
import { AppProviders } from '../../../app/providers';

export const SLUG = 'ws-1';
export const me = fixtures.user();
export const bob = fixtures.member(2);
export const project = (on: boolean, role: Role = ROLE.MEMBER) => fixtures.projectLite(1, { is_time_tracking_enabled: on, member_role: role });
export const P = fixtures.projectLite(1).id;
export const ITEM = fixtures.id(700);

/** A time log of the item (Bob's by default). */
export function timeLog(n: number, over: Partial<TimeLog> = {}): TimeLog {
  return {
    id: fixtures.id(800 + n), issue: ITEM, project_id: P, user_id: bob.member.id, user: null, minutes: 90, logged_on: '2025-01-02', description: '',
    created_at: '2025-01-02T10:00:00.000Z', updated_at: '2025-01-02T10:00:00.000Z', ...over,
  };
}

let counter = 0;

/** Renders `ui` over a real store; waits for the project and members to be loaded first. */
export async function renderTime(ui: ReactNode, opts: { on?: boolean; role?: Role } & FakeServicesOverrides = {}) {
  const { on = true, role = ROLE.MEMBER, ...overrides } = opts;
  const services = createFakeServices({
    ...overrides,
    projects: { list: async () => [project(on, role)], ...overrides.projects },
    members: { list: async () => [fixtures.member(1, { member: { ...me } }), bob], ...overrides.members },
  });
  const store = createWebStore({ services, now: () => new Date('2025-01-03T10:00:00Z'), newId: () => `00000000-0000-4000-8000-9${String(++counter).padStart(11, '0')}`, devtools: false });
  store.getState().setCurrentUser(me);
  await store.getState().loadProjects(SLUG);
  await store.getState().loadWorkspaceMembers(SLUG);
  const utils = render(<AppProviders ctx={{ services, store }}>{ui}</AppProviders>);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  return { ...utils, store, services };
}
