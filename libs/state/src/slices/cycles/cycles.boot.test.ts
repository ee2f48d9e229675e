import { apiPaths, bootAnswerKey } from '@cairn/types';
import { createApiClient, createServices } from '@cairn/services';
import { createWebStore } from '../../core/create-web-store';
import { fixtures } from '../../testing/fixtures';
import { cycleFixtures as cf } from './cycle.fixtures';
import { selectActiveCycleIssues, selectCycleAnalytics, selectProjectCycles, selectWorkspaceActiveCycles } from './cycles.selectors';

// Boot in one round trip (issue 11) for the cycles screens: the payload's cycle answers fill the store with no request.

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const current = cf.cycle(1);

function storeOver() {
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ error: 'nope', error_code: 'NOT_FOUND' }), { status: 404, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch, getCookie: () => 't' }));
  const store = createWebStore({ services, now: () => new Date(), newId: () => crypto.randomUUID(), devtools: false });
  return { store, requests };
}

describe('hydrateBoot: cycles', () => {
  it('takes the cycles page\'s list, the current cycle\'s analytics and urgent / high items from the payload', async () => {
    const { store, requests } = storeOver();
    const overview = bootAnswerKey(apiPaths.cycleIssues(SLUG, P, current.id), { priority: 'urgent,high', per_page: 10 });
    await store.getState().hydrateBoot({
      signed_in: true, path: `/${SLUG}/projects/${P}/cycles`,
      answers: {
        [apiPaths.cycles(SLUG, P)]: [current, cf.cycle(2, { status: 'upcoming' })],
        [apiPaths.cycleCycleProgress(SLUG, P, current.id)]: { points: cf.analytics({ type: 'points' }), issues: cf.analytics() },
        [overview]: cf.itemPage([fixtures.workItem(1, { cycle_id: current.id, priority: 'high' })]),
      },
    });
    const s = store.getState();
    expect(requests).toEqual([]);
    expect(selectProjectCycles(s, P)).toHaveLength(2);
    expect(selectCycleAnalytics(s, current.id, 'points')).toBeDefined();
    expect(selectActiveCycleIssues(s, current.id)?.issueIds).toEqual([fixtures.workItem(1).id]);
  });

  it('takes the workspace\'s active cycles from the payload', async () => {
    const { store, requests } = storeOver();
    await store.getState().hydrateBoot({
      signed_in: true, path: `/${SLUG}/cycles`,
      answers: { [bootAnswerKey(apiPaths.activeCycles(SLUG), { per_page: 10 })]: cf.activePage([cf.activeCycle(1)]) },
    });
    expect(requests).toEqual([]);
    expect(selectWorkspaceActiveCycles(store.getState(), SLUG).map((c) => c.id)).toEqual([current.id]);
  });
});
