import { createHttpSyncTransport } from './http-transport';

describe('createHttpSyncTransport', () => {
  test('asks sync-issues/ and sync-removed-issues/ of the project with the keyset and watermark', async () => {
    const urls: string[] = [];
    const fetch = async (url: string, init: { credentials: string }) => {
      urls.push(`${init.credentials} ${url}`);
      return { ok: true, status: 200, json: async () => ({ results: [], total_count: 0, next_after: null }) };
    };
    const t = createHttpSyncTransport({ workspaceSlug: 'acme', baseUrl: 'http://api', fetch });
    await t.fetchPage({ projectId: 'p1', after: null, updatedAfter: null });
    await t.fetchPage({ projectId: 'p1', after: '2026-01-01T00:00:00.000Z,id', updatedAfter: '2026-01-01T00:00:00.000Z' });
    await t.fetchRemoved({ projectId: 'p1', since: '2026-01-01T00:00:00.000Z' });
    expect(urls).toEqual([
      'include http://api/api/workspaces/acme/projects/p1/sync-issues/',
      'include http://api/api/workspaces/acme/projects/p1/sync-issues/?updated_at__gt=2026-01-01T00%3A00%3A00.000Z&after=2026-01-01T00%3A00%3A00.000Z%2Cid',
      'include http://api/api/workspaces/acme/projects/p1/sync-removed-issues/?since=2026-01-01T00%3A00%3A00.000Z',
    ]);
  });

  test('a non-2xx answer rejects', async () => {
    const t = createHttpSyncTransport({ workspaceSlug: 'acme', fetch: async () => ({ ok: false, status: 403, json: async () => ({}) }) });
    await expect(t.fetchRemoved({ projectId: 'p', since: 'x' })).rejects.toThrow('sync request failed (403)');
  });
});
