import { fixtures } from '../testing/fixtures';
import { postLoginRedirectPath } from './post-login-redirect';

const mine = [{ slug: 'acme' }, { slug: 'beta' }];

describe('postLoginRedirectPath (spec §2)', () => {
  it.each([
    ['the last-used workspace when the user belongs to it', { last_workspace_slug: 'beta', fallback_workspace_slug: 'acme' }, mine, '/beta'],
    ['the fallback workspace when there is no last-used one', { last_workspace_slug: null, fallback_workspace_slug: 'acme' }, mine, '/acme'],
    ['the fallback workspace when the last-used slug is empty', { last_workspace_slug: '', fallback_workspace_slug: 'beta' }, mine, '/beta'],
    ['/create-workspace when the last-used workspace is not among the user\'s, even with a fallback', { last_workspace_slug: 'gone', fallback_workspace_slug: 'acme' }, mine, '/create-workspace'],
    ['/create-workspace when the fallback is not among the user\'s workspaces', { last_workspace_slug: null, fallback_workspace_slug: 'gone' }, mine, '/create-workspace'],
    ['/create-workspace when there is neither', { last_workspace_slug: null, fallback_workspace_slug: null }, mine, '/create-workspace'],
    ['/create-workspace when the user has no workspace', { last_workspace_slug: 'acme', fallback_workspace_slug: 'acme' }, [], '/create-workspace'],
  ])('goes to %s', (_name, workspace, workspaces, expected) => {
    expect(postLoginRedirectPath(fixtures.settings(workspace), workspaces)).toBe(expected);
  });

  it('goes to /create-workspace without settings', () => {
    expect(postLoginRedirectPath(undefined, mine)).toBe('/create-workspace');
  });
});
