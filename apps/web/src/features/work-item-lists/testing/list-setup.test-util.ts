import type { ListUserProperties, Role, WorkItem, WorkItemCreate, WorkItemDisplayFilters, WorkItemUpdate } from '@cairn/types';
import { fixtures, type FakeServicesOverrides } from '@cairn/state';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';
import { defaultProperties, workItemListServices } from '../../../testing/work-item-list-services';

/** Settings with these display filters over the defaults. */
export function withDisplay(display: WorkItemDisplayFilters, base: ListUserProperties = defaultProperties()): ListUserProperties {
  return { ...base, display_filters: { ...base.display_filters, ...display } };
}

/**
 * Fake services of a project admin whose lists answer over `items` with stored `properties`; the list and settings
 * calls, creates and updates are jest spies (they answer like the server would).
 */
export function listSetup(opts: { items: WorkItem[]; properties?: ListUserProperties; workspaceRole?: Role; projectRole?: Role | null } & FakeServicesOverrides) {
  const { items, properties, workItems, ...rest } = opts;
  const fake = workItemListServices(items, properties);
  const lists = {
    listProject: jest.fn(fake.listProject),
    listArchived: jest.fn(fake.listArchived),
    listDrafts: jest.fn(fake.listDrafts),
    listWorkspace: jest.fn(fake.listWorkspace),
    listProfile: jest.fn(fake.listProfile),
    getProjectUserProperties: jest.fn(fake.getProjectUserProperties),
    patchProjectUserProperties: jest.fn(fake.patchProjectUserProperties),
    getWorkspaceUserProperties: jest.fn(fake.getWorkspaceUserProperties),
    patchWorkspaceUserProperties: jest.fn(fake.patchWorkspaceUserProperties),
  };
  const create = jest.fn((_s: string, _p: string, body: WorkItemCreate): Promise<WorkItem> =>
    Promise.resolve(testWorkItem(90, { ...body, id: body.id ?? fixtures.id(2090) } as Partial<WorkItem>)),
  );
  const update = jest.fn((_s: string, _p: string, id: string, body: WorkItemUpdate): Promise<WorkItem> => {
    const item = items.find((i) => i.id === id) ?? testWorkItem(91);
    return Promise.resolve({ ...item, ...body } as WorkItem);
  });
  const services = workItemServices({ ...rest, items, workItemLists: lists, workItems: { create, update, ...workItems } });
  return { services, lists, create, update };
}

/** Lets timers and promises run (dnd-kit attaches its keyboard listener on a timeout). */
export const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
