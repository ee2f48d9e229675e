import { ROLE, onboardSchema, tourCompletedSchema } from '@cairn/types';
import { createApiClient } from './client/api-client';
import { createFakeFetch, jsonResponse } from './client/fake-fetch.test-util';
import { createServices, type Services } from './services';

const estimateBody = { estimate: { name: 'Points', type: 'points' }, estimate_points: [{ key: 1, value: '1' }, { key: 2, value: '2' }] };

type Case = [name: string, call: (s: Services) => Promise<unknown>, method: string, path: string, body?: unknown];

const cases: Case[] = [
  ['auth.getCsrfToken', (s) => s.auth.getCsrfToken(), 'GET', '/auth/get-csrf-token/'],
  ['auth.emailCheck', (s) => s.auth.emailCheck({ email: 'a@b.co' }), 'POST', '/auth/email-check/', { email: 'a@b.co' }],
  ['auth.signUp', (s) => s.auth.signUp({ email: 'a@b.co', password: 'longpassword1' }), 'POST', '/auth/sign-up/', { email: 'a@b.co', password: 'longpassword1' }],
  ['auth.signIn', (s) => s.auth.signIn({ email: 'a@b.co', password: 'x' }), 'POST', '/auth/sign-in/', { email: 'a@b.co', password: 'x' }],
  ['auth.signOut', (s) => s.auth.signOut(), 'POST', '/auth/sign-out/'],
  ['auth.magicGenerate', (s) => s.auth.magicGenerate({ email: 'a@b.co' }), 'POST', '/auth/magic-generate/', { email: 'a@b.co' }],
  ['auth.magicSignIn', (s) => s.auth.magicSignIn({ email: 'a@b.co', code: '123' }), 'POST', '/auth/magic-sign-in/', { email: 'a@b.co', code: '123' }],
  ['auth.forgotPassword', (s) => s.auth.forgotPassword({ email: 'a@b.co' }), 'POST', '/auth/forgot-password/', { email: 'a@b.co' }],
  ['auth.resetPassword', (s) => s.auth.resetPassword({ token: 't', new_password: 'p' }), 'POST', '/auth/reset-password/', { token: 't', new_password: 'p' }],
  ['auth.setPassword', (s) => s.auth.setPassword({ password: 'p' }), 'POST', '/auth/set-password/', { password: 'p' }],
  ['auth.changePassword', (s) => s.auth.changePassword({ old_password: 'o', new_password: 'n' }), 'POST', '/auth/change-password/', { old_password: 'o', new_password: 'n' }],
  ['users.getMe', (s) => s.users.getMe(), 'GET', '/api/users/me/'],
  ['users.updateMe', (s) => s.users.updateMe({ first_name: 'A' }), 'PATCH', '/api/users/me/', { first_name: 'A' }],
  ['users.deactivate', (s) => s.users.deactivate(), 'DELETE', '/api/users/me/'],
  ['users.getProfile', (s) => s.users.getProfile(), 'GET', '/api/users/me/profile/'],
  ['users.updateProfile', (s) => s.users.updateProfile({ language: 'fr' }), 'PATCH', '/api/users/me/profile/', { language: 'fr' }],
  ['users.getSettings', (s) => s.users.getSettings(), 'GET', '/api/users/me/settings/'],
  ['users.finishOnboarding', (s) => s.users.finishOnboarding(), 'POST', '/api/users/me/onboard/', onboardSchema.parse({ is_onboarded: true })],
  ['users.completeTour', (s) => s.users.completeTour(), 'POST', '/api/users/me/tour-completed/', tourCompletedSchema.parse({ is_tour_completed: true })],
  ['users.setLastVisitedWorkspace', (s) => s.users.setLastVisitedWorkspace('w1'), 'POST', '/api/users/last-visited-workspace/', { workspace_id: 'w1' }],
  ['workspaces.listMine', (s) => s.workspaces.listMine(), 'GET', '/api/users/me/workspaces/'],
  ['workspaces.get', (s) => s.workspaces.get('acme'), 'GET', '/api/workspaces/acme/'],
  ['workspaces.create', (s) => s.workspaces.create({ name: 'Acme', slug: 'acme' }), 'POST', '/api/workspaces/', { name: 'Acme', slug: 'acme' }],
  ['workspaces.update', (s) => s.workspaces.update('acme', { name: 'B' }), 'PATCH', '/api/workspaces/acme/', { name: 'B' }],
  ['workspaces.delete', (s) => s.workspaces.delete('acme'), 'DELETE', '/api/workspaces/acme/'],
  ['members.list', (s) => s.members.list('acme'), 'GET', '/api/workspaces/acme/members/'],
  ['members.me', (s) => s.members.me('acme'), 'GET', '/api/workspaces/acme/workspace-members/me/'],
  ['members.updateRole', (s) => s.members.updateRole('acme', 'm1', ROLE.ADMIN), 'PATCH', '/api/workspaces/acme/members/m1/', { role: 20 }],
  ['members.remove', (s) => s.members.remove('acme', 'm1'), 'DELETE', '/api/workspaces/acme/members/m1/'],
  ['members.leave', (s) => s.members.leave('acme'), 'POST', '/api/workspaces/acme/members/leave/'],
  ['invitations.list', (s) => s.invitations.list('acme'), 'GET', '/api/workspaces/acme/invitations/'],
  ['invitations.create', (s) => s.invitations.create('acme', [{ email: 'x@y.co', role: ROLE.MEMBER }]), 'POST', '/api/workspaces/acme/invitations/', { emails: [{ email: 'x@y.co', role: 15 }] }],
  ['invitations.updateRole', (s) => s.invitations.updateRole('acme', 'i1', ROLE.GUEST), 'PATCH', '/api/workspaces/acme/invitations/i1/', { role: 5 }],
  ['invitations.delete', (s) => s.invitations.delete('acme', 'i1'), 'DELETE', '/api/workspaces/acme/invitations/i1/'],
  ['invitations.listMine', (s) => s.invitations.listMine(), 'GET', '/api/users/me/workspaces/invitations/'],
  ['invitations.accept', (s) => s.invitations.accept(['i1', 'i2']), 'POST', '/api/users/me/workspaces/invitations/', { invitations: ['i1', 'i2'] }],
  ['invitations.join', (s) => s.invitations.join('acme', 'i1'), 'POST', '/api/workspaces/acme/invitations/i1/join/', { accepted: true }],
  ['projects.list', (s) => s.projects.list('acme'), 'GET', '/api/workspaces/acme/projects/'],
  ['projects.listDetails', (s) => s.projects.listDetails('acme'), 'GET', '/api/workspaces/acme/projects/details/'],
  ['projects.get', (s) => s.projects.get('acme', 'p1'), 'GET', '/api/workspaces/acme/projects/p1/'],
  ['projects.create', (s) => s.projects.create('acme', { name: 'Web', identifier: 'WEB' }), 'POST', '/api/workspaces/acme/projects/', { name: 'Web', identifier: 'WEB' }],
  ['projects.update', (s) => s.projects.update('acme', 'p1', { cycle_view: false }), 'PATCH', '/api/workspaces/acme/projects/p1/', { cycle_view: false }],
  ['projects.delete', (s) => s.projects.delete('acme', 'p1'), 'DELETE', '/api/workspaces/acme/projects/p1/'],
  ['projects.archive', (s) => s.projects.archive('acme', 'p1'), 'POST', '/api/workspaces/acme/projects/p1/archive/'],
  ['projects.restore', (s) => s.projects.restore('acme', 'p1'), 'DELETE', '/api/workspaces/acme/projects/p1/archive/'],
  ['projects.join', (s) => s.projects.join('acme', ['p1', 'p2']), 'POST', '/api/workspaces/acme/projects/join/', { project_ids: ['p1', 'p2'] }],
  ['projects.checkIdentifier', (s) => s.projects.checkIdentifier('acme', 'WEB'), 'GET', '/api/workspaces/acme/project-identifiers/?name=WEB'],
  ['projects.favorite', (s) => s.projects.favorite('acme', 'p1'), 'POST', '/api/workspaces/acme/user-favorite-projects/', { project: 'p1' }],
  ['projects.unfavorite', (s) => s.projects.unfavorite('acme', 'p1'), 'DELETE', '/api/workspaces/acme/user-favorite-projects/p1/'],
  ['projects.stats', (s) => s.projects.stats('acme'), 'GET', '/api/workspaces/acme/project-stats/'],
  ['projectMembers.list', (s) => s.projectMembers.list('acme', 'p1'), 'GET', '/api/workspaces/acme/projects/p1/members/'],
  ['projectMembers.get', (s) => s.projectMembers.get('acme', 'p1', 'm1'), 'GET', '/api/workspaces/acme/projects/p1/members/m1/'],
  ['projectMembers.add', (s) => s.projectMembers.add('acme', 'p1', [{ member_id: 'u1', role: ROLE.MEMBER }]), 'POST', '/api/workspaces/acme/projects/p1/members/', { members: [{ member_id: 'u1', role: 15 }] }],
  ['projectMembers.updateRole', (s) => s.projectMembers.updateRole('acme', 'p1', 'm1', ROLE.GUEST), 'PATCH', '/api/workspaces/acme/projects/p1/members/m1/', { role: 5 }],
  ['projectMembers.remove', (s) => s.projectMembers.remove('acme', 'p1', 'm1'), 'DELETE', '/api/workspaces/acme/projects/p1/members/m1/'],
  ['projectMembers.leave', (s) => s.projectMembers.leave('acme', 'p1'), 'POST', '/api/workspaces/acme/projects/p1/members/leave/'],
  ['projectMembers.me', (s) => s.projectMembers.me('acme', 'p1'), 'GET', '/api/workspaces/acme/projects/p1/project-members/me/'],
  ['states.list', (s) => s.states.list('acme', 'p1'), 'GET', '/api/workspaces/acme/projects/p1/states/'],
  ['states.create', (s) => s.states.create('acme', 'p1', { name: 'QA', color: '#aabbcc', group: 'started' }), 'POST', '/api/workspaces/acme/projects/p1/states/', { name: 'QA', color: '#aabbcc', group: 'started' }],
  ['states.update', (s) => s.states.update('acme', 'p1', 's1', { sequence: 1.5 }), 'PATCH', '/api/workspaces/acme/projects/p1/states/s1/', { sequence: 1.5 }],
  ['states.delete', (s) => s.states.delete('acme', 'p1', 's1'), 'DELETE', '/api/workspaces/acme/projects/p1/states/s1/'],
  ['states.markDefault', (s) => s.states.markDefault('acme', 'p1', 's1'), 'POST', '/api/workspaces/acme/projects/p1/states/s1/mark-default/'],
  ['labels.list', (s) => s.labels.list('acme', 'p1'), 'GET', '/api/workspaces/acme/projects/p1/issue-labels/'],
  ['labels.listWorkspace', (s) => s.labels.listWorkspace('acme'), 'GET', '/api/workspaces/acme/labels/'],
  ['labels.create', (s) => s.labels.create('acme', 'p1', { name: 'Bug', parent: null }), 'POST', '/api/workspaces/acme/projects/p1/issue-labels/', { name: 'Bug', parent: null }],
  ['labels.update', (s) => s.labels.update('acme', 'p1', 'l1', { parent: 'l2', sort_order: 5 }), 'PATCH', '/api/workspaces/acme/projects/p1/issue-labels/l1/', { parent: 'l2', sort_order: 5 }],
  ['labels.delete', (s) => s.labels.delete('acme', 'p1', 'l1'), 'DELETE', '/api/workspaces/acme/projects/p1/issue-labels/l1/'],
  ['estimates.listWorkspace', (s) => s.estimates.listWorkspace('acme'), 'GET', '/api/workspaces/acme/estimates/'],
  ['estimates.list', (s) => s.estimates.list('acme', 'p1'), 'GET', '/api/workspaces/acme/projects/p1/estimates/'],
  ['estimates.get', (s) => s.estimates.get('acme', 'p1', 'e1'), 'GET', '/api/workspaces/acme/projects/p1/estimates/e1/'],
  ['estimates.create', (s) => s.estimates.create('acme', 'p1', estimateBody), 'POST', '/api/workspaces/acme/projects/p1/estimates/', estimateBody],
  ['estimates.update', (s) => s.estimates.update('acme', 'p1', 'e1', { name: 'T-shirt' }), 'PATCH', '/api/workspaces/acme/projects/p1/estimates/e1/', { name: 'T-shirt' }],
  ['estimates.delete', (s) => s.estimates.delete('acme', 'p1', 'e1'), 'DELETE', '/api/workspaces/acme/projects/p1/estimates/e1/'],
  ['estimates.createPoints', (s) => s.estimates.createPoints('acme', 'p1', 'e1', [{ key: 3, value: '5' }]), 'POST', '/api/workspaces/acme/projects/p1/estimates/e1/estimate-points/', { estimate_points: [{ key: 3, value: '5' }] }],
  ['estimates.updatePoint', (s) => s.estimates.updatePoint('acme', 'p1', 'e1', 'x1', { value: '8' }), 'PATCH', '/api/workspaces/acme/projects/p1/estimates/e1/estimate-points/x1/', { value: '8' }],
  ['estimates.deletePoint', (s) => s.estimates.deletePoint('acme', 'p1', 'e1', 'x1'), 'DELETE', '/api/workspaces/acme/projects/p1/estimates/e1/estimate-points/x1/'],
];

describe('services', () => {
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

  it('checkSlug answers true when the server reports the slug available', async () => {
    let status = true;
    const fake = createFakeFetch(() => jsonResponse(200, { status }));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch }));
    await expect(services.workspaces.checkSlug('my team')).resolves.toBe(true);
    expect(fake.requests[0].path).toBe('/api/workspace-slug-check/?slug=my%20team');
    status = false;
    await expect(services.workspaces.checkSlug('taken')).resolves.toBe(false);
  });

  it('checkIdentifier answers whether the identifier is already used', async () => {
    let exists = true;
    const fake = createFakeFetch(() => jsonResponse(200, { exists }));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch }));
    await expect(services.projects.checkIdentifier('acme', 'AB 1')).resolves.toBe(true);
    expect(fake.requests[0].path).toBe('/api/workspaces/acme/project-identifiers/?name=AB%201');
    exists = false;
    await expect(services.projects.checkIdentifier('acme', 'NEW')).resolves.toBe(false);
  });

  it('a wrong password on sign-in does not report a lost session', async () => {
    const onUnauthorized = jest.fn();
    const fake = createFakeFetch(() => jsonResponse(401, { error: 'Invalid credentials', error_code: 'INVALID_CREDENTIALS' }));
    const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch, getCookie: () => 'tok', onUnauthorized }));
    await expect(services.auth.signIn({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(services.users.getMe()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
