import { render } from '@testing-library/react';
import type { Services } from '@cairn/services';
import { createAdminStore, createFakeServices, fixtures, instanceFixtures, type FakeServicesOverrides } from '@cairn/state';
import { AdminApp } from '../app/AdminApp';

let counter = 0;

/** Renders the console at `path` (under /god-mode) with a real store over the given (fake) services. */
export function renderAdmin(path: string, services: Services) {
  const store = createAdminStore({ services, now: () => new Date('2025-01-01T10:00:00Z'), newId: () => `id-${++counter}`, devtools: false });
  const utils = render(<AdminApp ctx={{ services, store }} initialPath={path} />);
  // Screens update after awaited service calls, outside act(); tests assert with findBy/waitFor.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  return { ...utils, store };
}

/** Fake services of a set-up instance with a signed-in instance admin; `overrides` replace or add methods per service. */
export function adminServices(overrides: FakeServicesOverrides = {}): Services {
  return createFakeServices({
    ...overrides,
    users: {
      getMe: async () => fixtures.user(), getProfile: async () => fixtures.profile(), getInstanceAdmin: async () => ({ is_instance_admin: true }),
      ...overrides.users,
    },
    instance: { getInfo: async () => instanceFixtures.info(), getSettings: async () => instanceFixtures.settings(), ...overrides.instance },
  });
}
