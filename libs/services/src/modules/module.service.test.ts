import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const P = '/api/workspaces/acme/projects/p1';
const M = `${P}/modules/m1`;

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string, body?: unknown];

const cases: Case[] = [
  ['modules.list', (s) => s.modules.list('acme', 'p1'), 'GET', `${P}/modules/`],
  ['modules.listWorkspace', (s) => s.modules.listWorkspace('acme'), 'GET', '/api/workspaces/acme/modules/'],
  ['modules.get', (s) => s.modules.get('acme', 'p1', 'm1'), 'GET', `${M}/`],
  ['modules.create', (s) => s.modules.create('acme', 'p1', { id: 'm1', name: 'API' }), 'POST', `${P}/modules/`, { id: 'm1', name: 'API' }],
  ['modules.update', (s) => s.modules.update('acme', 'p1', 'm1', { status: 'paused' }), 'PATCH', `${M}/`, { status: 'paused' }],
  ['modules.replace', (s) => s.modules.replace('acme', 'p1', 'm1', { name: 'API v2' }), 'PUT', `${M}/`, { name: 'API v2' }],
  ['modules.delete', (s) => s.modules.delete('acme', 'p1', 'm1'), 'DELETE', `${M}/`],
  ['modules.addWorkItems', (s) => s.modules.addWorkItems('acme', 'p1', 'm1', ['i1', 'i2']), 'POST', `${M}/issues/`, { issues: ['i1', 'i2'] }],
  ['modules.removeWorkItem', (s) => s.modules.removeWorkItem('acme', 'p1', 'm1', 'i1'), 'DELETE', `${M}/issues/i1/`],
  [
    'modules.setWorkItemModules',
    (s) => s.modules.setWorkItemModules('acme', 'p1', 'i1', { modules: ['m1'], removed_modules: ['m2'] }),
    'POST', `${P}/issues/i1/modules/`, { modules: ['m1'], removed_modules: ['m2'] },
  ],
  ['modules.createLink', (s) => s.modules.createLink('acme', 'p1', 'm1', { title: 'Spec', url: 'https://a.b' }), 'POST', `${M}/module-links/`, { title: 'Spec', url: 'https://a.b' }],
  ['modules.updateLink', (s) => s.modules.updateLink('acme', 'p1', 'm1', 'l1', { title: 'Doc' }), 'PATCH', `${M}/module-links/l1/`, { title: 'Doc' }],
  ['modules.deleteLink', (s) => s.modules.deleteLink('acme', 'p1', 'm1', 'l1'), 'DELETE', `${M}/module-links/l1/`],
  ['modules.favorite', (s) => s.modules.favorite('acme', 'p1', 'm1'), 'POST', `${P}/user-favorite-modules/`, { module: 'm1' }],
  ['modules.unfavorite', (s) => s.modules.unfavorite('acme', 'p1', 'm1'), 'DELETE', `${P}/user-favorite-modules/m1/`],
  ['modules.archive', (s) => s.modules.archive('acme', 'p1', 'm1'), 'POST', `${M}/archive/`],
  ['modules.restore', (s) => s.modules.restore('acme', 'p1', 'm1'), 'DELETE', `${M}/archive/`],
  ['modules.listArchived', (s) => s.modules.listArchived('acme', 'p1'), 'GET', `${P}/archived-modules/`],
  ['modules.getArchived', (s) => s.modules.getArchived('acme', 'p1', 'm1'), 'GET', `${P}/archived-modules/m1/`],
  ['modules.analytics', (s) => s.modules.analytics('acme', 'p1', 'm1', 'issues'), 'GET', `${M}/analytics/?type=issues`],
];

describe('module service', () => {
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
});
