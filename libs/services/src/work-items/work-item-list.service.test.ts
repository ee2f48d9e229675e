import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const W = '/api/workspaces/acme';
const P = `${W}/projects/p1`;
const patch = { display_filters: { layout: 'kanban' as const, group_by: 'state' as const }, filters: { priority: ['high'] } };

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string, body?: unknown];

const cases: Case[] = [
  ['listProject', (s) => s.workItemLists.listProject('acme', 'p1'), 'GET', `${P}/issues/`],
  [
    'listProject with params',
    (s) => s.workItemLists.listProject('acme', 'p1', { group_by: 'state', per_page: '50', priority: 'high,low', cursor: '50:1:50' }),
    'GET', `${P}/issues/?group_by=state&per_page=50&priority=high%2Clow&cursor=50%3A1%3A50`,
  ],
  ['listArchived', (s) => s.workItemLists.listArchived('acme', 'p1', { order_by: '-priority' }), 'GET', `${P}/archived-issues/?order_by=-priority`],
  ['listDrafts', (s) => s.workItemLists.listDrafts('acme', 'p1', { per_page: '50' }), 'GET', `${P}/issue-drafts/?per_page=50`],
  ['listWorkspace', (s) => s.workItemLists.listWorkspace('acme', { assignees: 'u1', project: 'p1,p2' }), 'GET', `${W}/issues/?assignees=u1&project=p1%2Cp2`],
  ['listProfile assigned', (s) => s.workItemLists.listProfile('acme', 'u1', 'assigned'), 'GET', `${W}/user-issues/u1/assigned/`],
  ['listProfile subscribed', (s) => s.workItemLists.listProfile('acme', 'u1', 'subscribed', { search: 'bug 1' }), 'GET', `${W}/user-issues/u1/subscribed/?search=bug+1`],
  ['getProjectUserProperties', (s) => s.workItemLists.getProjectUserProperties('acme', 'p1'), 'GET', `${P}/user-properties/`],
  ['patchProjectUserProperties', (s) => s.workItemLists.patchProjectUserProperties('acme', 'p1', patch), 'PATCH', `${P}/user-properties/`, patch],
  ['getWorkspaceUserProperties', (s) => s.workItemLists.getWorkspaceUserProperties('acme', 'all-issues'), 'GET', `${W}/user-properties/all-issues/`],
  [
    'patchWorkspaceUserProperties',
    (s) => s.workItemLists.patchWorkspaceUserProperties('acme', 'profile-created', { display_properties: { key: false } }),
    'PATCH', `${W}/user-properties/profile-created/`, { display_properties: { key: false } },
  ],
];

describe('work-item list services', () => {
  // A rest parameter keeps jest from mistaking the optional body for a done callback.
  it.each(cases)('%s', async (...row: Case) => {
    const [, call, method, path, body] = row;
    const fake = createFakeFetch(() => jsonResponse(200, { ok: true }));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch, getCookie: () => 'tok' }));
    await call(services);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method, path });
    expect(fake.requests[0].body).toEqual(body);
  });

  it('answers the server page as it came (grouped shape untouched)', async () => {
    const grouped = { results: { None: { results: [], total_results: 0 } }, grouped_by: 'priority', sub_grouped_by: null, total_count: 0, next_cursor: '50:1:50', prev_cursor: '50:-1:0', next_page_results: false };
    const fake = createFakeFetch(() => jsonResponse(200, grouped));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch }));
    await expect(services.workItemLists.listProject('acme', 'p1', { group_by: 'priority' })).resolves.toEqual(grouped);
  });
});
