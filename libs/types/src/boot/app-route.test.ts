import { bootAnswerKey, matchAppRoute, peekIdOf } from './app-route';

const ID = '0192f0c4-7a1b-7c2d-8e3f-405162738495';

describe('matchAppRoute', () => {
  it.each([
    ['/', { kind: 'none' }],
    ['/onboarding', { kind: 'none' }],
    ['/acme', { kind: 'workspace', slug: 'acme', area: 'home' }],
    ['/acme/inbox', { kind: 'workspace', slug: 'acme', area: 'inbox' }],
    ['/acme/inbox/extra', { kind: 'workspace', slug: 'acme' }],
    ['/acme/analytics?duration=last_7_days', { kind: 'workspace', slug: 'acme', area: 'analytics' }],
    [`/acme/projects/${ID}/analytics`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'analytics' } }],
    ['/acme/settings/members', { kind: 'workspace', slug: 'acme' }],
    [`/acme/projects/${ID}`, { kind: 'project', slug: 'acme', projectId: ID, list: 'project' }],
    [`/acme/projects/${ID}/issues?peekId=x`, { kind: 'project', slug: 'acme', projectId: ID, list: 'project' }],
    [`/acme/projects/${ID}/drafts`, { kind: 'project', slug: 'acme', projectId: ID, list: 'draft' }],
    [`/acme/projects/${ID}/archives/issues`, { kind: 'project', slug: 'acme', projectId: ID, list: 'archived' }],
    [`/acme/projects/${ID}/settings/states`, { kind: 'project', slug: 'acme', projectId: ID, list: null }],
    [`/acme/projects/${ID}/modules`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'modules' } }],
    [`/acme/projects/${ID}/modules/${ID.toUpperCase()}`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'modules', id: ID } }],
    [`/acme/projects/${ID}/modules/not-a-uuid`, { kind: 'project', slug: 'acme', projectId: ID, list: null }],
    [`/acme/projects/${ID}/archives/modules`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'modules', archived: true } }],
    [`/acme/projects/${ID}/cycles/${ID}`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'cycles', id: ID } }],
    [`/acme/projects/${ID}/cycles`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'cycles' } }],
    [`/acme/projects/${ID}/archives/cycles`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'cycles', archived: true } }],
    ['/acme/cycles', { kind: 'workspace', slug: 'acme', area: 'cycles' }],
    ['/acme/cycles/extra', { kind: 'workspace', slug: 'acme' }],
    ['/acme/projects/not-a-uuid/issues', { kind: 'workspace', slug: 'acme' }],
    ['/acme/browse/web-12', { kind: 'browse', slug: 'acme', identifier: 'WEB', sequence: 12 }],
    ['/acme/browse/WEB', { kind: 'workspace', slug: 'acme' }],
    ['/acme/profile', { kind: 'profile', slug: 'acme', userId: null, tab: 'list', list: 'assigned' }],
    [`/acme/profile/${ID}/subscribed`, { kind: 'profile', slug: 'acme', userId: ID, tab: 'list', list: 'subscribed' }],
    [`/acme/profile/${ID}`, { kind: 'profile', slug: 'acme', userId: ID, tab: 'overview', list: 'assigned' }],
    [`/acme/profile/${ID}/activity`, { kind: 'profile', slug: 'acme', userId: ID, tab: 'activity', list: 'assigned' }],
    ['/acme/workspace-views', { kind: 'workspace-view', slug: 'acme', view: 'all-issues' }],
    ['/acme/workspace-views/created', { kind: 'workspace-view', slug: 'acme', view: 'created' }],
    [`/acme/workspace-views/${ID}`, { kind: 'saved-workspace-view', slug: 'acme', viewId: ID }],
    [`/acme/projects/${ID}/views`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'views' } }],
    [`/acme/projects/${ID}/views/${ID}`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'views', id: ID } }],
    [`/acme/projects/${ID}/epics`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'epics' } }],
    [`/acme/projects/${ID}/pages`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'pages' } }],
    [`/acme/projects/${ID}/pages/${ID}`, { kind: 'project', slug: 'acme', projectId: ID, list: null, section: { area: 'pages', id: ID } }],
    [`/acme/projects/${ID}/archives/views`, { kind: 'project', slug: 'acme', projectId: ID, list: null }],
    ['/%E0%A4%A', { kind: 'none' }],
    // A decoded slug with a slash or dots would steer boot's in-process GETs to other API paths.
    [`/x%2F..%2F..%2Fusers%2Fme/projects/${ID}`, { kind: 'none' }],
    ['/..', { kind: 'none' }],
    ['/a%20b', { kind: 'none' }],
  ])('%s', (path, expected) => {
    expect(matchAppRoute(path)).toEqual(expected);
  });
});

describe('bootAnswerKey', () => {
  it('drops undefined values and encodes like URLSearchParams', () => {
    expect(bootAnswerKey('/api/x/')).toBe('/api/x/');
    expect(bootAnswerKey('/api/x/', { a: undefined })).toBe('/api/x/');
    expect(bootAnswerKey('/api/x/', { expand: 'a,b', n: 2 })).toBe('/api/x/?expand=a%2Cb&n=2');
  });
});

describe('peekIdOf', () => {
  it.each<[string, string | undefined]>([
    ['/acme/projects/p/issues?peekId=0A2B3C4D-0000-4000-8000-00000000000A', '0a2b3c4d-0000-4000-8000-00000000000a'],
    ['/acme/projects/p/issues?layout=x&peekId=0a2b3c4d-0000-4000-8000-00000000000a#top', '0a2b3c4d-0000-4000-8000-00000000000a'],
    ['/acme/projects/p/issues?peekId=abc', undefined],
    ['/acme/projects/p/issues?peekId=%00', undefined],
    ['/acme/projects/p/issues', undefined],
  ])('%s → %s', (url, id) => expect(peekIdOf(url)).toBe(id));
});
