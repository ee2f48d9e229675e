import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const I = '/api/workspaces/acme/projects/p1/issues/i1';

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string];

const cases: Case[] = [
  ['list', (s) => s.timeLogs.list('acme', 'p1', 'i1'), 'GET', `${I}/worklogs/`],
  ['create', (s) => s.timeLogs.create('acme', 'p1', 'i1', { minutes: 30 }), 'POST', `${I}/worklogs/`],
  ['update', (s) => s.timeLogs.update('acme', 'p1', 'i1', 'l1', { minutes: 45 }), 'PATCH', `${I}/worklogs/l1/`],
  ['delete', (s) => s.timeLogs.delete('acme', 'p1', 'i1', 'l1'), 'DELETE', `${I}/worklogs/l1/`],
  ['totals', (s) => s.timeLogs.totals('acme', 'p1', 'i1'), 'GET', `${I}/total-worklogs/`],
  ['summary', (s) => s.timeLogs.summary('acme', 'p1'), 'GET', '/api/workspaces/acme/projects/p1/time-logs/summary/'],
  [
    'summary of a cycle in a range',
    (s) => s.timeLogs.summary('acme', 'p1', { cycle_id: 'c1', from: '2025-01-01', to: '2025-01-31' }),
    'GET',
    '/api/workspaces/acme/projects/p1/time-logs/summary/?cycle_id=c1&from=2025-01-01&to=2025-01-31',
  ],
];

describe('time-log service', () => {
  it.each(cases)('%s', async (...row: Case) => {
    const [, call, method, path] = row;
    const fake = createFakeFetch(() => (method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, {})));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch, getCookie: () => 'tok' }));
    await call(services);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method, path });
  });
});
