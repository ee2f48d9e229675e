// Test helpers of the board: a fake board behind createFakeServices, and the app rendered at a path.
import { render } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import type { PublicWorkItem, PublicWorkItemPage, PublicWorkItemQuery } from '@cairn/types';
import { createFakeServices, createSpacesStore, fixtures, publicBoardFixtures as f, type FakeServicesOverrides } from '@cairn/state';
import { SpacesApp } from '../../../app/SpacesApp';

/** A board's fake public API: settings/meta/lists from the fixtures and a workItems that answers the given items (grouped when asked). */
export function fakeBoard(options: { items?: PublicWorkItem[]; settings?: Parameters<typeof f.settings>[0]; signedIn?: boolean; overrides?: FakeServicesOverrides } = {}) {
  const items = options.items ?? [f.item(1, { label_ids: [f.id(201)], priority: 'high' }), f.item(2, { state_id: f.id(102), name: 'Dark mode' })];
  const workItems = jest.fn(async (_anchor: string, query: PublicWorkItemQuery = {}): Promise<PublicWorkItemPage> =>
    (query.group_by === 'state' ? f.groupedPage(items) : f.flatPage(items)));
  const services = createFakeServices({
    users: {
      getMe: options.signedIn ? async () => fixtures.user() : () => Promise.reject(new ApiError(401, {})),
      getProfile: async () => fixtures.profile(),
    },
    ...options.overrides,
    publicBoard: {
      settings: async () => f.settings(options.settings),
      meta: async () => f.meta(),
      states: async () => f.states,
      labels: async () => f.labels,
      members: async () => f.members,
      cycles: async () => [],
      modules: async () => [],
      workItems,
      ...options.overrides?.publicBoard,
    },
  });
  return { services, workItems };
}

/** Renders the spaces app at an app-relative path (e.g. `/issues/<anchor>?board=kanban`). */
export function renderSpaces(services: ReturnType<typeof fakeBoard>['services'], path: string) {
  const store = createSpacesStore({ services, now: () => new Date(), newId: (() => {
    let n = 0;
    return () => `t-${++n}`;
  })(), devtools: false });
  const view = render(<SpacesApp services={services} store={store} initialPath={path} />);
  return { ...view, store };
}

/** The board path of the fixture anchor with a query. */
export const boardPath = (query = '') => `/issues/${f.anchor}${query}`;
