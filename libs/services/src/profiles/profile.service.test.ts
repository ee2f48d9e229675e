import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const W = '/api/workspaces/acme';

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string];

const cases: Case[] = [
  ['stats', (s) => s.profiles.stats('acme', 'u1'), 'GET', `${W}/user-stats/u1/`],
  ['profile', (s) => s.profiles.profile('acme', 'u1'), 'GET', `${W}/user-profile/u1/`],
  ['activity', (s) => s.profiles.activity('acme', 'u1', { cursor: '20:1:0' }), 'GET', `${W}/user-activity/u1/?cursor=20%3A1%3A0`],
  ['my activities', (s) => s.profiles.myActivities({ perPage: 5 }), 'GET', '/api/users/me/activities/?per_page=5'],
  ['exports', (s) => s.exports.list('acme'), 'GET', `${W}/export-issues/`],
  ['export create', (s) => s.exports.create('acme', { provider: 'csv', project: ['p1'] }), 'POST', `${W}/export-issues/`],
];

describe('profile and export services', () => {
  it.each(cases)('%s', async (...row: Case) => {
    const [, call, method, path] = row;
    const fake = createFakeFetch(() => jsonResponse(200, { results: [] }));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch, getCookie: () => 'tok' }));
    await call(services);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method, path });
  });
});
