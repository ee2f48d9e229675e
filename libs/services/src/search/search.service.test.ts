import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const W = '/api/workspaces/acme';

type Case = [name: string, call: (s: Services) => Promise<unknown>, path: string];

const cases: Case[] = [
  ['search', (s) => s.search.search('acme', 'WR-1'), `${W}/search/?search=WR-1`],
  ['search in a project', (s) => s.search.search('acme', 'a b', { projectId: 'p1', workspaceSearch: false }), `${W}/search/?search=a+b&project_id=p1&workspace_search=false`],
  ['entity search', (s) => s.search.entitySearch('acme', ['user_mention', 'issue'], { query: 'ann', count: 5 }), `${W}/entity-search/?query_type=user_mention%2Cissue&query=ann&count=5`],
  ['entity search latest', (s) => s.search.entitySearch('acme', ['page'], { projectId: 'p1' }), `${W}/entity-search/?query_type=page&project_id=p1`],
];

describe('search service', () => {
  it.each(cases)('%s', async (...row: Case) => {
    const [, call, path] = row;
    const fake = createFakeFetch(() => jsonResponse(200, { results: {} }));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch, getCookie: () => 'tok' }));
    await call(services);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path });
  });
});
