import { ApiError } from '@cairn/services';
import { fixtures } from '../testing/fixtures';
import { makeStore } from '../testing/test-store.test-util';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const item = fixtures.workItem(1, { project_id: P });
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

function storeWith(convert: jest.Mock) {
  const made = makeStore({ epics: { convert } });
  made.store.setState((d) => {
    d.workItemsById[item.id] = { ...item };
  });
  return made;
}

describe('convertWorkItem', () => {
  it('marks the item an epic at once and takes the server\'s row', async () => {
    const convert = jest.fn(async () => ({ ...item, is_epic: true, updated_at: '2025-03-01T00:00:00.000Z' }));
    const { store } = storeWith(convert);
    const converting = store.getState().convertWorkItem(SLUG, P, item.id, true);
    expect(store.getState().workItemsById[item.id].is_epic).toBe(true);
    await converting;
    expect(convert).toHaveBeenCalledWith(SLUG, P, item.id, true);
    expect(store.getState().workItemsById[item.id]).toMatchObject({ is_epic: true, updated_at: '2025-03-01T00:00:00.000Z' });
  });

  it('rolls back with a toast when refused', async () => {
    const { store } = storeWith(jest.fn(async () => Promise.reject(refused())));
    await expect(store.getState().convertWorkItem(SLUG, P, item.id, true)).rejects.toThrow('Not allowed');
    expect(store.getState().workItemsById[item.id].is_epic).toBe(false);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('refuses an item it does not know, without a call', async () => {
    const convert = jest.fn();
    const { store } = storeWith(convert);
    await expect(store.getState().convertWorkItem(SLUG, P, fixtures.id(999), false)).rejects.toThrow('Work item not found');
    expect(convert).not.toHaveBeenCalled();
  });
});
