import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const W = '/api/workspaces/acme';

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string, body?: unknown];

const cases: Case[] = [
  ['list', (s) => s.favorites.list('acme'), 'GET', `${W}/user-favorites/`],
  ['listAll', (s) => s.favorites.listAll('acme'), 'GET', `${W}/user-favorites/?all=true`],
  ['create folder', (s) => s.favorites.create('acme', { id: 'f1', entity_type: 'folder', is_folder: true, name: 'Box' }), 'POST', `${W}/user-favorites/`,
    { id: 'f1', entity_type: 'folder', is_folder: true, name: 'Box' }],
  ['create entity', (s) => s.favorites.create('acme', { entity_type: 'cycle', entity_identifier: 'c1', project_id: 'p1', parent: 'f1' }), 'POST',
    `${W}/user-favorites/`, { entity_type: 'cycle', entity_identifier: 'c1', project_id: 'p1', parent: 'f1' }],
  ['update', (s) => s.favorites.update('acme', 'f1', { parent: null, sequence: 15000 }), 'PATCH', `${W}/user-favorites/f1/`, { parent: null, sequence: 15000 }],
  ['delete', (s) => s.favorites.delete('acme', 'f1'), 'DELETE', `${W}/user-favorites/f1/`],
  ['group', (s) => s.favorites.group('acme', 'f1'), 'GET', `${W}/user-favorites/f1/group/`],
];

describe('favorite service', () => {
  // A rest parameter keeps jest from mistaking the optional body for a done callback.
  it.each(cases)('%s', async (...row: Case) => {
    const [, call, method, path, body] = row;
    const fake = createFakeFetch(() => jsonResponse(200, []));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch, getCookie: () => 'tok' }));
    await call(services);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method, path });
    expect(fake.requests[0].body).toEqual(body);
  });
});
