import { ApiError } from '@cairn/services';
import type { WorkItemExport } from '@cairn/types';
import { makeStore } from '../../testing/test-store.test-util';
import { selectExports, selectExportsStatus, selectHasRunningExport } from './exports.selectors';

const row = (id: string, status: WorkItemExport['status'] = 'completed'): WorkItemExport => ({
  id, format: 'csv', status, project_ids: ['p1'], projects: [{ id: 'p1', name: 'Web', identifier: 'WR' }], file_name: null, item_count: null, size: null,
  error: null, created_by: 'u1', created_at: '2026-01-01T00:00:00.000Z', completed_at: null,
});

describe('exports slice', () => {
  it('loads the list, and a poll replaces the rows without going back to loading', async () => {
    const list = jest.fn().mockResolvedValueOnce({ results: [row('e2', 'processing'), row('e1')] }).mockResolvedValueOnce({ results: [row('e2'), row('e1')] });
    const { store } = makeStore({ exports: { list } });
    const first = store.getState().loadExports('ws');
    expect(selectExportsStatus(store.getState(), 'ws')).toBe('loading');
    await first;
    expect(selectExports(store.getState(), 'ws').map((e) => e.id)).toEqual(['e2', 'e1']);
    expect(selectHasRunningExport(store.getState(), 'ws')).toBe(true);
    const poll = store.getState().loadExports('ws');
    expect(selectExportsStatus(store.getState(), 'ws')).toBe('ready');
    await poll;
    expect(selectHasRunningExport(store.getState(), 'ws')).toBe(false);
  });

  it('a failed first load is an error (logged, no toast)', async () => {
    const { store } = makeStore({ exports: { list: jest.fn().mockRejectedValue(new ApiError(500)) } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.getState().loadExports('ws');
    expect(selectExportsStatus(store.getState(), 'ws')).toBe('error');
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('creates an export after the server and puts it on top', async () => {
    const create = jest.fn().mockResolvedValue(row('e3', 'queued'));
    const { store } = makeStore({ exports: { list: jest.fn().mockResolvedValue({ results: [row('e1')] }), create } });
    await store.getState().loadExports('ws');
    await expect(store.getState().createExport('ws', { provider: 'csv', project: ['p1'] })).resolves.toMatchObject({ id: 'e3' });
    expect(create).toHaveBeenCalledWith('ws', { provider: 'csv', project: ['p1'] });
    expect(selectExports(store.getState(), 'ws').map((e) => e.id)).toEqual(['e3', 'e1']);
  });

  it('a refused create changes nothing, toasts the server message and rethrows', async () => {
    const error = new ApiError(403, { error: 'Guests cannot export work items' });
    const { store } = makeStore({ exports: { list: jest.fn().mockResolvedValue({ results: [row('e1')] }), create: jest.fn().mockRejectedValue(error) } });
    await store.getState().loadExports('ws');
    await expect(store.getState().createExport('ws', { provider: 'json', project: ['p1'] })).rejects.toBe(error);
    expect(selectExports(store.getState(), 'ws').map((e) => e.id)).toEqual(['e1']);
    expect(store.getState().toasts.some((t) => t.title === 'Guests cannot export work items' || t.message === 'Guests cannot export work items')).toBe(true);
  });
});
