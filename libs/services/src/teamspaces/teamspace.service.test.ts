import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const W = '/api/workspaces/acme';
const T = `${W}/teamspaces`;
const P = `${W}/projects/p1`;

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string, body?: unknown];

const cases: Case[] = [
  ['list', (s) => s.teamspaces.list('acme'), 'GET', `${T}/`],
  ['get', (s) => s.teamspaces.get('acme', 't1'), 'GET', `${T}/t1/`],
  ['create', (s) => s.teamspaces.create('acme', { id: 't1', name: 'Platform' }), 'POST', `${T}/`, { id: 't1', name: 'Platform' }],
  ['update', (s) => s.teamspaces.update('acme', 't1', { name: 'Core', lead: null }), 'PATCH', `${T}/t1/`, { name: 'Core', lead: null }],
  ['delete', (s) => s.teamspaces.delete('acme', 't1'), 'DELETE', `${T}/t1/`],
  ['addMembers', (s) => s.teamspaces.addMembers('acme', 't1', ['u1', 'u2']), 'POST', `${T}/t1/members/`, { member_ids: ['u1', 'u2'] }],
  ['removeMember', (s) => s.teamspaces.removeMember('acme', 't1', 'u1'), 'DELETE', `${T}/t1/members/u1/`],
  ['addProjects', (s) => s.teamspaces.addProjects('acme', 't1', ['p1']), 'POST', `${T}/t1/projects/`, { project_ids: ['p1'] }],
  ['removeProject', (s) => s.teamspaces.removeProject('acme', 't1', 'p1'), 'DELETE', `${T}/t1/projects/p1/`],
  ['epics.convert to epic', (s) => s.epics.convert('acme', 'p1', 'i1', true), 'POST', `${P}/issues/i1/convert/`, { is_epic: true }],
  ['epics.convert back', (s) => s.epics.convert('acme', 'p1', 'i1', false), 'POST', `${P}/issues/i1/convert/`, { is_epic: false }],
];

describe('teamspace and epic services', () => {
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
