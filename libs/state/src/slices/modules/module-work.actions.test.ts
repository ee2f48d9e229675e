import { ApiError } from '@cairn/services';
import type { ModuleLinkUpdate, StreamEvent, WorkItem } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { flush, makeStore } from '../../testing/test-store.test-util';
import { reloadsFor } from '../../live/live-events';
import { moduleFixtures } from './module.fixtures';
import { selectModule, selectModuleLinks } from './modules.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const mod = moduleFixtures.module(1, { link_module: [moduleFixtures.link(1)] });
const other = moduleFixtures.module(2);
const item1 = fixtures.workItem(1, { state__group: 'started' });
const item2 = fixtures.workItem(2, { state__group: 'completed' });
const refused = (error = 'Refused by the server') => new ApiError(400, { error, error_code: 'VALIDATION_ERROR', details: { url: ['Only http and https links are allowed'] } });

async function storeWith(modules: FakeServicesOverrides['modules'] = {}) {
  const made = makeStore({ modules: { list: async () => [mod, other], ...modules } });
  const { store } = made;
  await store.getState().loadModules(SLUG, P);
  store.setState((d) => {
    d.workItemsById[item1.id] = item1;
    d.workItemsById[item2.id] = item2;
  });
  return made;
}
const withModules = (item: WorkItem, module_ids: string[]): WorkItem => ({ ...item, module_ids, updated_at: '2025-01-02T00:00:00.000Z' });

describe('module work items', () => {
  it('adds items optimistically (module_ids, counts), applies the answered rows and reads the module again', async () => {
    const addWorkItems = jest.fn(async () => [withModules(item1, [mod.id]), withModules(item2, [mod.id])]);
    const get = jest.fn(async () => ({ ...mod, total_issues: 2, started_issues: 1, completed_issues: 1, total_estimate_points: 5 }));
    const { store } = await storeWith({ addWorkItems, get });
    const pending = store.getState().addWorkItemsToModule(SLUG, P, mod.id, [item1.id, item2.id]);
    expect(store.getState().workItemsById[item1.id].module_ids).toEqual([mod.id]);
    expect(selectModule(store.getState(), mod.id)).toMatchObject({ total_issues: 2, started_issues: 1, completed_issues: 1 });
    await pending;
    await flush();
    expect(addWorkItems).toHaveBeenCalledWith(SLUG, P, mod.id, [item1.id, item2.id]);
    expect(store.getState().workItemsById[item2.id].updated_at).toBe('2025-01-02T00:00:00.000Z');
    expect(get).toHaveBeenCalledWith(SLUG, P, mod.id);
    expect(selectModule(store.getState(), mod.id)?.total_estimate_points).toBe(5);
  });

  it('rolls a refused add back with a toast', async () => {
    const { store } = await storeWith({ addWorkItems: async () => Promise.reject(refused('Every work item must belong to this project')) });
    await expect(store.getState().addWorkItemsToModule(SLUG, P, mod.id, [item1.id])).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().workItemsById[item1.id].module_ids).toEqual([]);
    expect(selectModule(store.getState(), mod.id)?.total_issues).toBe(0);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['Every work item must belong to this project']);
  });

  it('removes an item, and puts it back when the server refuses', async () => {
    const removeWorkItem = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refused());
    const { store } = await storeWith({ removeWorkItem, get: async () => ({ ...mod, total_issues: 0 }) });
    store.setState((d) => {
      d.workItemsById[item1.id].module_ids = [mod.id];
      d.workItemsById[item2.id].module_ids = [mod.id];
      d.modulesById[mod.id].total_issues = 2;
      d.modulesById[mod.id].started_issues = 1;
      d.modulesById[mod.id].completed_issues = 1;
    });
    await store.getState().removeWorkItemFromModule(SLUG, P, mod.id, item1.id);
    expect(store.getState().workItemsById[item1.id].module_ids).toEqual([]);
    await expect(store.getState().removeWorkItemFromModule(SLUG, P, mod.id, item2.id)).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().workItemsById[item2.id].module_ids).toEqual([mod.id]);
    expect(removeWorkItem).toHaveBeenCalledWith(SLUG, P, mod.id, item2.id);
  });

  it("sets an item's modules from its side (added and removed), and rolls back on failure", async () => {
    const setWorkItemModules = jest.fn()
      .mockImplementationOnce(async () => withModules(item1, [other.id]))
      .mockRejectedValueOnce(refused());
    const { store } = await storeWith({ setWorkItemModules, get: async () => mod });
    store.setState((d) => {
      d.workItemsById[item1.id].module_ids = [mod.id];
      d.modulesById[mod.id].total_issues = 1;
      d.modulesById[mod.id].started_issues = 1;
    });
    const pending = store.getState().setWorkItemModules(SLUG, P, item1.id, [other.id]);
    expect(selectModule(store.getState(), other.id)).toMatchObject({ total_issues: 1, started_issues: 1 });
    expect(selectModule(store.getState(), mod.id)).toMatchObject({ total_issues: 0, started_issues: 0 });
    await pending;
    expect(setWorkItemModules).toHaveBeenCalledWith(SLUG, P, item1.id, { modules: [other.id], removed_modules: [mod.id] });
    await expect(store.getState().setWorkItemModules(SLUG, P, item1.id, [])).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().workItemsById[item1.id].module_ids).toEqual([other.id]);
  });
});

describe('module links', () => {
  it('adds a link at once with a client id; the answer replaces it', async () => {
    const createLink = jest.fn(async (_s: string, _p: string, _m: string, body: { id?: string; url: string; title?: string }) => ({ ...moduleFixtures.link(2), id: body.id!, url: body.url, title: 'Server title' }));
    const { store } = await storeWith({ createLink });
    const pending = store.getState().createModuleLink(SLUG, P, mod.id, { title: 'Spec', url: 'https://spec.example' });
    expect(selectModuleLinks(store.getState(), mod.id).map((l) => l.title)).toEqual(['Link 1', 'Spec']);
    const link = await pending;
    expect(createLink).toHaveBeenCalledWith(SLUG, P, mod.id, { id: link.id, title: 'Spec', url: 'https://spec.example' });
    expect(selectModuleLinks(store.getState(), mod.id).map((l) => l.title)).toEqual(['Link 1', 'Server title']);
  });

  it('rolls a refused link back WITHOUT a toast (the form shows the refusal) and logs it', async () => {
    const { store, onError } = await storeWith({ createLink: async () => Promise.reject(refused()), updateLink: async () => Promise.reject(refused()) });
    await expect(store.getState().createModuleLink(SLUG, P, mod.id, { url: 'ftp://files' })).rejects.toMatchObject({ details: { url: ['Only http and https links are allowed'] } });
    await expect(store.getState().updateModuleLink(SLUG, P, mod.id, mod.link_module[0].id, { url: 'ftp://x' })).rejects.toBeInstanceOf(ApiError);
    expect(selectModuleLinks(store.getState(), mod.id)).toEqual(mod.link_module);
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('edits and deletes links optimistically; a failed delete comes back with a toast', async () => {
    const updateLink = jest.fn(async (_s: string, _p: string, _m: string, id: string, body: ModuleLinkUpdate) => ({ ...mod.link_module[0], id, ...body }));
    const deleteLink = jest.fn(async () => Promise.reject(refused('Not allowed')));
    const { store } = await storeWith({ updateLink, deleteLink });
    const linkId = mod.link_module[0].id;
    await store.getState().updateModuleLink(SLUG, P, mod.id, linkId, { title: 'Renamed' });
    expect(selectModuleLinks(store.getState(), mod.id)[0].title).toBe('Renamed');
    const removing = store.getState().deleteModuleLink(SLUG, P, mod.id, linkId);
    expect(selectModuleLinks(store.getState(), mod.id)).toEqual([]);
    await expect(removing).rejects.toBeInstanceOf(ApiError);
    expect(selectModuleLinks(store.getState(), mod.id).map((l) => l.title)).toEqual(['Renamed']);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['Not allowed']);
  });
});

describe('live module events', () => {
  const event = (over: Partial<StreamEvent>): StreamEvent => ({
    workspace_id: fixtures.id(101), version: 1, project_id: P, entity_type: 'module', entity_id: mod.id, work_item_id: null, action: 'updated',
    changes: {}, actor_id: null, created_at: '2025-01-01T00:00:00.000Z', ...over,
  });
  it("reloads the project's modules for module events and for items joining or leaving one, only when loaded", async () => {
    const { store } = await storeWith();
    expect(reloadsFor(store.getState(), event({}))).toEqual([{ kind: 'modules', projectId: P }]);
    const moved = event({ entity_type: 'work_item', entity_id: item1.id, work_item_id: item1.id, changes: { module_ids: { old: [], new: [mod.id] } } });
    expect(reloadsFor(store.getState(), moved)).toContainEqual({ kind: 'modules', projectId: P });
    expect(reloadsFor(store.getState(), event({ entity_type: 'work_item', changes: { name: { old: 'a', new: 'b' } } }))).not.toContainEqual({ kind: 'modules', projectId: P });
    expect(reloadsFor(makeStore().store.getState(), event({}))).toEqual([]);
  });
});
