import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const P = '/api/workspaces/acme/projects/p1';

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string, body?: unknown];

const cases: Case[] = [
  ['list (no query)', (s) => s.intake.list('acme', 'p1'), 'GET', `${P}/inbox-issues/`],
  ['list first page of the open tab', (s) => s.intake.list('acme', 'p1', { tab: 'open', order_by: '-issue__created_at', per_page: 10, cursor: '10:0:0' }),
    'GET', `${P}/inbox-issues/?tab=open&order_by=-issue__created_at&per_page=10&cursor=10%3A0%3A0`],
  ['list with filters (unset ones left out)', (s) => s.intake.list('acme', 'p1', { status: 'pending,snoozed', priority: 'high', created_by: undefined }),
    'GET', `${P}/inbox-issues/?status=pending%2Csnoozed&priority=high`],
  ['get', (s) => s.intake.get('acme', 'p1', 'i1'), 'GET', `${P}/inbox-issues/i1/?expand=issue_inbox`],
  ['create (source in-app)', (s) => s.intake.create('acme', 'p1', { issue: { id: 'i1', name: 'Bug', priority: 'high' } }), 'POST', `${P}/inbox-issues/`,
    { source: 'in-app', issue: { id: 'i1', name: 'Bug', priority: 'high' } }],
  ['update', (s) => s.intake.update('acme', 'p1', 'i1', { status: 'snoozed', snoozed_till: '2030-01-01T00:00:00.000Z' }), 'PATCH', `${P}/inbox-issues/i1/`,
    { status: 'snoozed', snoozed_till: '2030-01-01T00:00:00.000Z' }],
  ['delete', (s) => s.intake.delete('acme', 'p1', 'i1'), 'DELETE', `${P}/inbox-issues/i1/`],
  ['listDescriptionVersions', (s) => s.intake.listDescriptionVersions('acme', 'p1', 'i1'), 'GET', `${P}/intake-work-items/i1/description-versions/`],
  ['getDescriptionVersion', (s) => s.intake.getDescriptionVersion('acme', 'p1', 'i1', 'v1'), 'GET', `${P}/intake-work-items/i1/description-versions/v1/`],
];

describe('intake service', () => {
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
