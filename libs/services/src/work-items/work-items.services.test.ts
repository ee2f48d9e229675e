import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices, type Services } from '../services';

const W = '/api/workspaces/acme';
const P = `${W}/projects/p1`;
const bulk = { issue_ids: ['i1'], properties: { priority: 'high' as const } };

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string, body?: unknown];

const cases: Case[] = [
  ['workItems.list', (s) => s.workItems.list('acme', 'p1', { cursor: '100:0:0', per_page: 100, priority: 'high,low' }), 'GET', `${P}/issues/?cursor=100%3A0%3A0&per_page=100&priority=high%2Clow`],
  ['workItems.list epics', (s) => s.workItems.list('acme', 'p1', {}, 'epics'), 'GET', `${P}/epics/`],
  ['workItems.listByIds', (s) => s.workItems.listByIds('acme', 'p1', ['a', 'b']), 'GET', `${P}/issues/list/?issues=a%2Cb`],
  ['workItems.create', (s) => s.workItems.create('acme', 'p1', { id: 'x', name: 'N' }), 'POST', `${P}/issues/`, { id: 'x', name: 'N' }],
  ['workItems.create epic', (s) => s.workItems.create('acme', 'p1', { name: 'E' }, 'epics'), 'POST', `${P}/epics/`, { name: 'E' }],
  ['workItems.get', (s) => s.workItems.get('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/`],
  ['workItems.get expand', (s) => s.workItems.get('acme', 'p1', 'i1', ['issue_link', 'parent']), 'GET', `${P}/issues/i1/?expand=issue_link%2Cparent`],
  ['workItems.getByIdentifier', (s) => s.workItems.getByIdentifier('acme', 'WEB', 12), 'GET', `${W}/work-items/WEB-12/`],
  ['workItems.update', (s) => s.workItems.update('acme', 'p1', 'i1', { priority: 'low' }), 'PATCH', `${P}/issues/i1/`, { priority: 'low' }],
  ['workItems.update epic', (s) => s.workItems.update('acme', 'p1', 'i1', { name: 'E' }, 'epics'), 'PATCH', `${P}/epics/i1/`, { name: 'E' }],
  ['workItems.delete', (s) => s.workItems.delete('acme', 'p1', 'i1'), 'DELETE', `${P}/issues/i1/`],
  ['workItems.archive', (s) => s.workItems.archive('acme', 'p1', 'i1'), 'POST', `${P}/issues/i1/archive/`],
  ['workItems.restore', (s) => s.workItems.restore('acme', 'p1', 'i1'), 'DELETE', `${P}/issues/i1/archive/`],
  ['workItems.getArchived', (s) => s.workItems.getArchived('acme', 'p1', 'i1', 'epics'), 'GET', `${P}/epics/i1/archive/`],
  ['workItems.listArchived', (s) => s.workItems.listArchived('acme', 'p1'), 'GET', `${P}/archived-issues/`],
  ['workItems.listDeleted', (s) => s.workItems.listDeleted('acme', 'p1'), 'GET', `${P}/deleted-issues/`],
  ['workItems.meta', (s) => s.workItems.meta('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/meta/`],
  ['workItems.listDrafts', (s) => s.workItems.listDrafts('acme', 'p1'), 'GET', `${P}/issue-drafts/`],
  ['workItems.createDraft', (s) => s.workItems.createDraft('acme', 'p1', { name: 'D' }), 'POST', `${P}/issue-drafts/`, { name: 'D' }],
  ['workItems.getDraft', (s) => s.workItems.getDraft('acme', 'p1', 'd1'), 'GET', `${P}/issue-drafts/d1/`],
  ['workItems.updateDraft', (s) => s.workItems.updateDraft('acme', 'p1', 'd1', { is_draft: false }), 'PATCH', `${P}/issue-drafts/d1/`, { is_draft: false }],
  ['workItems.deleteDraft', (s) => s.workItems.deleteDraft('acme', 'p1', 'd1'), 'DELETE', `${P}/issue-drafts/d1/`],
  ['workItems.getSubIssues', (s) => s.workItems.getSubIssues('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/sub-issues/`],
  ['workItems.getSubIssues epic', (s) => s.workItems.getSubIssues('acme', 'p1', 'e1', 'epics'), 'GET', `${P}/epics/e1/issues/`],
  ['workItems.addSubIssues', (s) => s.workItems.addSubIssues('acme', 'p1', 'i1', ['c1']), 'POST', `${P}/issues/i1/sub-issues/`, { sub_issue_ids: ['c1'] }],
  ['workItems.getSubscription', (s) => s.workItems.getSubscription('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/subscribe/`],
  ['workItems.subscribe', (s) => s.workItems.subscribe('acme', 'p1', 'i1'), 'POST', `${P}/issues/i1/subscribe/`],
  ['workItems.unsubscribe', (s) => s.workItems.unsubscribe('acme', 'p1', 'i1'), 'DELETE', `${P}/issues/i1/subscribe/`],
  ['workItems.listDescriptionVersions', (s) => s.workItems.listDescriptionVersions('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/description-versions/`],
  ['workItems.getDescriptionVersion', (s) => s.workItems.getDescriptionVersion('acme', 'p1', 'i1', 'v1'), 'GET', `${P}/issues/i1/description-versions/v1/`],
  ['workItems.getDisplayProperties', (s) => s.workItems.getDisplayProperties('acme', 'p1'), 'GET', `${P}/issue-display-properties/`],
  ['workItems.setDisplayProperties', (s) => s.workItems.setDisplayProperties('acme', 'p1', { key: false }), 'POST', `${P}/issue-display-properties/`, { properties: { key: false } }],
  ['workItems.updateDates', (s) => s.workItems.updateDates('acme', 'p1', [{ id: 'i1', start_date: '2025-01-02' }]), 'POST', `${P}/issue-dates/`, { updates: [{ id: 'i1', start_date: '2025-01-02' }] }],
  ['workItems.bulkOperation', (s) => s.workItems.bulkOperation('acme', 'p1', bulk), 'POST', `${P}/bulk-operation-issues/`, bulk],
  ['workItems.bulkDelete', (s) => s.workItems.bulkDelete('acme', 'p1', ['i1', 'i2']), 'DELETE', `${P}/bulk-delete-issues/`, { issue_ids: ['i1', 'i2'] }],
  ['workItems.bulkArchive', (s) => s.workItems.bulkArchive('acme', 'p1', ['i1']), 'POST', `${P}/bulk-archive-issues/`, { issue_ids: ['i1'] }],
  ['workItems.bulkSubscribe', (s) => s.workItems.bulkSubscribe('acme', 'p1', ['i1']), 'POST', `${P}/bulk-subscribe-issues/`, { issue_ids: ['i1'] }],
  ['comments.list', (s) => s.comments.list('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/comments/`],
  ['comments.list newer', (s) => s.comments.list('acme', 'p1', 'i1', '2025-01-01T00:00:00.000Z'), 'GET', `${P}/issues/i1/comments/?created_at__gt=2025-01-01T00%3A00%3A00.000Z`],
  ['comments.create', (s) => s.comments.create('acme', 'p1', 'i1', { comment_html: '<p>x</p>' }), 'POST', `${P}/issues/i1/comments/`, { comment_html: '<p>x</p>' }],
  ['comments.update', (s) => s.comments.update('acme', 'p1', 'i1', 'c1', { comment_html: '<p>y</p>' }), 'PATCH', `${P}/issues/i1/comments/c1/`, { comment_html: '<p>y</p>' }],
  ['comments.delete', (s) => s.comments.delete('acme', 'p1', 'i1', 'c1'), 'DELETE', `${P}/issues/i1/comments/c1/`],
  ['comments.addReaction', (s) => s.comments.addReaction('acme', 'p1', 'c1', '👍'), 'POST', `${P}/comments/c1/reactions/`, { reaction: '👍' }],
  ['comments.removeReaction', (s) => s.comments.removeReaction('acme', 'p1', 'c1', '👍'), 'DELETE', `${P}/comments/c1/reactions/%F0%9F%91%8D/`],
  ['reactions.list', (s) => s.reactions.list('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/reactions/`],
  ['reactions.add', (s) => s.reactions.add('acme', 'p1', 'i1', 'tada'), 'POST', `${P}/issues/i1/reactions/`, { reaction: 'tada' }],
  ['reactions.remove', (s) => s.reactions.remove('acme', 'p1', 'i1', 'tada'), 'DELETE', `${P}/issues/i1/reactions/tada/`],
  ['links.list', (s) => s.links.list('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/issue-links/`],
  ['links.create', (s) => s.links.create('acme', 'p1', 'i1', { url: 'https://a.b', title: 'A' }), 'POST', `${P}/issues/i1/issue-links/`, { url: 'https://a.b', title: 'A' }],
  ['links.update', (s) => s.links.update('acme', 'p1', 'i1', 'l1', { title: 'B' }), 'PATCH', `${P}/issues/i1/issue-links/l1/`, { title: 'B' }],
  ['links.delete', (s) => s.links.delete('acme', 'p1', 'i1', 'l1'), 'DELETE', `${P}/issues/i1/issue-links/l1/`],
  ['relations.get', (s) => s.relations.get('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/issue-relation/`],
  ['relations.create', (s) => s.relations.create('acme', 'p1', 'i1', 'blocked_by', ['i2']), 'POST', `${P}/issues/i1/issue-relation/`, { relation_type: 'blocked_by', issues: ['i2'] }],
  ['relations.remove', (s) => s.relations.remove('acme', 'p1', 'i1', 'duplicate', 'i2'), 'POST', `${P}/issues/i1/remove-relation/`, { relation_type: 'duplicate', related_issue: 'i2' }],
  ['history.list', (s) => s.history.list('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/history/`],
  ['history.list typed', (s) => s.history.list('acme', 'p1', 'i1', ['issue-property', 'issue-comment']), 'GET', `${P}/issues/i1/history/?activity_type=issue-property%2Cissue-comment`],
  ['attachments.list', (s) => s.attachments.list('acme', 'p1', 'i1'), 'GET', `${P}/issues/i1/issue-attachments/`],
  ['attachments.delete', (s) => s.attachments.delete('acme', 'p1', 'a1'), 'DELETE', '/api/assets/v2/workspaces/acme/projects/p1/a1/'],
  ['attachments.restore', (s) => s.attachments.restore('acme', 'p1', 'a1'), 'POST', '/api/assets/v2/workspaces/acme/projects/p1/a1/restore/'],
  ['workspaceDrafts.list', (s) => s.workspaceDrafts.list('acme'), 'GET', `${W}/draft-issues/?cursor=50%3A0%3A0`],
  ['workspaceDrafts.list next', (s) => s.workspaceDrafts.list('acme', '50:1:0'), 'GET', `${W}/draft-issues/?cursor=50%3A1%3A0`],
  ['workspaceDrafts.create', (s) => s.workspaceDrafts.create('acme', { name: 'D', project_id: null }), 'POST', `${W}/draft-issues/`, { name: 'D', project_id: null }],
  ['workspaceDrafts.update', (s) => s.workspaceDrafts.update('acme', 'd1', { priority: 'urgent' }), 'PATCH', `${W}/draft-issues/d1/`, { priority: 'urgent' }],
  ['workspaceDrafts.delete', (s) => s.workspaceDrafts.delete('acme', 'd1'), 'DELETE', `${W}/draft-issues/d1/`],
  ['workspaceDrafts.toIssue', (s) => s.workspaceDrafts.toIssue('acme', 'd1'), 'POST', `${W}/draft-to-issue/d1/`],
];

describe('work-item services', () => {
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
