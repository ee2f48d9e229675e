import { apiPaths } from '@cairn/types';
import { createApiClient, createServices } from '@cairn/services';
import { createWebStore } from '../../core/create-web-store';
import { fixtures } from '../../testing/fixtures';
import { listContextKey } from '../work-item-lists/list-context';
import { moduleFixtures } from './module.fixtures';
import { selectArchivedModules, selectProjectModules } from './modules.selectors';

// Boot in one round trip (issue 11) for the modules screens: their first GETs come in the payload, no request.

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const mod = moduleFixtures.module(1);
const old = moduleFixtures.module(2, { archived_at: '2025-01-01T00:00:00.000Z' });

function storeOver() {
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ error: 'Not here', error_code: 'NOT_FOUND' }), { status: 404, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch, getCookie: () => 't' }));
  return { store: createWebStore({ services, now: () => new Date(), newId: () => crypto.randomUUID(), devtools: false }), requests };
}

describe('hydrateBoot on the modules screens', () => {
  it("takes a module page's modules and its list settings from the payload", async () => {
    const { store, requests } = storeOver();
    const path = `/${SLUG}/projects/${P}/modules/${mod.id}`;
    await store.getState().hydrateBoot({
      signed_in: true,
      path,
      answers: {
        [apiPaths.me()]: fixtures.user(),
        [apiPaths.modules(SLUG, P)]: [mod],
        [apiPaths.moduleUserProperties(SLUG, P, mod.id)]: { filters: {}, display_filters: { layout: 'kanban' }, display_properties: {} },
      },
    });
    expect(requests).toEqual([]);
    expect(selectProjectModules(store.getState(), P)).toEqual([mod]);
    expect(store.getState().modulesStatusByProject[P]).toBe('ready');
    expect(store.getState().listPropertiesByKey[listContextKey({ kind: 'module', projectId: P, moduleId: mod.id })]?.display_filters.layout).toBe('kanban');
  });

  it('takes the archived modules on the archive page', async () => {
    const { store, requests } = storeOver();
    await store.getState().hydrateBoot({
      signed_in: true,
      path: `/${SLUG}/projects/${P}/archives/modules`,
      answers: { [apiPaths.me()]: fixtures.user(), [apiPaths.archivedModules(SLUG, P)]: [old] },
    });
    expect(requests).toEqual([]);
    expect(selectArchivedModules(store.getState(), P)).toEqual([old]);
  });
});
