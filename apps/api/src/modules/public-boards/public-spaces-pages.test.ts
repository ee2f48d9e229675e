import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY, SPACES_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROLE } from '@cairn/types';
import { seedProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace } from '../workspaces/workspaces.test-support';
import { publishBoard } from './public-boards.test-support';

// The public viewer's pages (/spaces/, served by http/static-apps.ts): their own, stricter CSP, never framed, and
// noindex on every page except a published, indexable board's.

jest.setTimeout(60_000);

let t: TestApp;
let appsDir: string;
let anchor: string;
let indexableAnchor: string;

function writeApp(name: string, marker: string): void {
  const dist = path.join(appsDir, name, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${marker}</title>`);
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify(marker)});`);
}

beforeAll(async () => {
  appsDir = mkdtempSync(path.join(tmpdir(), 'cairn-spaces-'));
  writeApp('web', 'web-app');
  writeApp('spaces', 'spaces-app');
  // The migrations are found through appsDir, so link the api folder in.
  symlinkSync(path.resolve(__dirname, '..', '..', '..', '..', 'api'), path.join(appsDir, 'api'), 'dir');
  t = await createTestApp({ config: { appsDir, serveApps: true } });
  const admin = await newActor(t, 'spaces');
  const { workspace } = await seedWorkspace(t, admin.id, [[admin.id, ROLE.ADMIN]]);
  const board = (project: { id: string }, is_indexable: boolean) => publishBoard(t, { workspaceId: workspace.id, project }, admin.id, { is_indexable });
  anchor = (await board(await seedProject(t, workspace.id, admin.id), false)).anchor;
  indexableAnchor = (await board(await seedProject(t, workspace.id, admin.id), true)).anchor;
});
afterAll(async () => {
  await t.close();
  rmSync(appsDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/spaces/ pages', () => {
  it('carry the strict spaces CSP (no wasm, no blob:, never framed) and DENY framing', async () => {
    for (const url of ['/spaces/', `/spaces/issues/${anchor}`, '/spaces/assets/main-abc123.js']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toBe(SPACES_CONTENT_SECURITY_POLICY);
      expect(csp).not.toContain('wasm-unsafe-eval');
      expect(csp).not.toContain('blob:');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    // The members app keeps its own policy.
    expect((await get('/')).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('are noindex except the page of an indexable published board', async () => {
    for (const url of ['/spaces/', '/spaces/assets/main-abc123.js', `/spaces/issues/${anchor}`, `/spaces/issues/${anchor}/0190c7a2-0000-7000-8000-000000000001`, '/spaces/issues/not-an-anchor', `/spaces/issues/${'A'.repeat(32)}`]) {
      expect([url, (await get(url)).headers['x-robots-tag']]).toEqual([url, 'noindex, nofollow']);
    }
    for (const url of [`/spaces/issues/${indexableAnchor}`, `/spaces/issues/${indexableAnchor}/?board=kanban`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('spaces-app');
      expect(res.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('an indexable board unpublished since is noindex again', async () => {
    await t.query('DELETE FROM deploy_boards WHERE anchor = $1', [indexableAnchor]);
    expect((await get(`/spaces/issues/${indexableAnchor}`)).headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
