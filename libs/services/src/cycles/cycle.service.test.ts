import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const W = '/api/workspaces/acme';
const P = `${W}/projects/p1`;

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string, body?: unknown];

const cases: Case[] = [
  ['list', (s) => s.cycles.list('acme', 'p1'), 'GET', `${P}/cycles/`],
  ['get', (s) => s.cycles.get('acme', 'p1', 'c1'), 'GET', `${P}/cycles/c1/`],
  ['create', (s) => s.cycles.create('acme', 'p1', { id: 'c1', name: 'Sprint 1' }), 'POST', `${P}/cycles/`, { id: 'c1', name: 'Sprint 1' }],
  ['update', (s) => s.cycles.update('acme', 'p1', 'c1', { name: 'S2' }), 'PATCH', `${P}/cycles/c1/`, { name: 'S2' }],
  ['delete', (s) => s.cycles.delete('acme', 'p1', 'c1'), 'DELETE', `${P}/cycles/c1/`],
  ['checkDates', (s) => s.cycles.checkDates('acme', 'p1', { start_date: '2025-01-01', end_date: '2025-01-14' }), 'POST', `${P}/cycles/date-check/`,
    { start_date: '2025-01-01', end_date: '2025-01-14' }],
  ['listIssues', (s) => s.cycles.listIssues('acme', 'p1', 'c1', { priority: 'urgent,high', per_page: 10 }), 'GET',
    `${P}/cycles/c1/cycle-issues/?priority=urgent%2Chigh&per_page=10`],
  ['addIssues', (s) => s.cycles.addIssues('acme', 'p1', 'c1', ['i1', 'i2']), 'POST', `${P}/cycles/c1/cycle-issues/`, { issues: ['i1', 'i2'] }],
  ['removeIssue', (s) => s.cycles.removeIssue('acme', 'p1', 'c1', 'i1'), 'DELETE', `${P}/cycles/c1/cycle-issues/i1/`],
  ['transferIssues', (s) => s.cycles.transferIssues('acme', 'p1', 'c1', 'c2'), 'POST', `${P}/cycles/c1/transfer-issues/`, { new_cycle_id: 'c2' }],
  ['analytics (points by default)', (s) => s.cycles.analytics('acme', 'p1', 'c1'), 'GET', `${P}/cycles/c1/analytics/?type=points`],
  ['analytics issues', (s) => s.cycles.analytics('acme', 'p1', 'c1', 'issues'), 'GET', `${P}/cycles/c1/analytics/?type=issues`],
  ['progress', (s) => s.cycles.progress('acme', 'p1', 'c1'), 'GET', `${P}/cycles/c1/progress/`],
  ['cycleProgress', (s) => s.cycles.cycleProgress('acme', 'p1', 'c1'), 'GET', `${P}/cycles/c1/cycle-progress/`],
  ['archive', (s) => s.cycles.archive('acme', 'p1', 'c1'), 'POST', `${P}/cycles/c1/archive/`],
  ['restore', (s) => s.cycles.restore('acme', 'p1', 'c1'), 'DELETE', `${P}/cycles/c1/archive/`],
  ['listArchived', (s) => s.cycles.listArchived('acme', 'p1'), 'GET', `${P}/archived-cycles/`],
  ['getArchived', (s) => s.cycles.getArchived('acme', 'p1', 'c1'), 'GET', `${P}/archived-cycles/c1/`],
  ['favorite', (s) => s.cycles.favorite('acme', 'p1', 'c1'), 'POST', `${P}/user-favorite-cycles/`, { cycle: 'c1' }],
  ['unfavorite', (s) => s.cycles.unfavorite('acme', 'p1', 'c1'), 'DELETE', `${P}/user-favorite-cycles/c1/`],
  ['listWorkspace', (s) => s.cycles.listWorkspace('acme'), 'GET', `${W}/cycles/`],
  ['listActive', (s) => s.cycles.listActive('acme'), 'GET', `${W}/active-cycles/`],
  ['listActive paged', (s) => s.cycles.listActive('acme', { per_page: 10, cursor: '10:1:0' }), 'GET', `${W}/active-cycles/?per_page=10&cursor=10%3A1%3A0`],
];

function servicesOver(answer: () => Response) {
  const fake = createFakeFetch(answer);
  const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch, getCookie: () => 'tok' }));
  return { fake, services };
}

describe('cycle service', () => {
  // A rest parameter keeps jest from mistaking the optional body for a done callback.
  it.each(cases)('%s', async (...row: Case) => {
    const [, call, method, path, body] = row;
    const { fake, services } = servicesOver(() => jsonResponse(200, { ok: true }));
    await call(services);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method, path });
    expect(fake.requests[0].body).toEqual(body);
  });

  it('checkDates answers the server status (false = the dates overlap another cycle)', async () => {
    const free = servicesOver(() => jsonResponse(200, { status: true }));
    await expect(free.services.cycles.checkDates('acme', 'p1', { start_date: '2025-01-01', end_date: '2025-01-02' })).resolves.toBe(true);
    const taken = servicesOver(() => jsonResponse(200, { status: false }));
    await expect(taken.services.cycles.checkDates('acme', 'p1', { start_date: '2025-01-01', end_date: '2025-01-02' })).resolves.toBe(false);
  });
});
