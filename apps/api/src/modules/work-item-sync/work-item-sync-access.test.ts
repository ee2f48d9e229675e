import { randomUUID } from 'node:crypto';
import { apiPaths, removedWorkItemsQuerySchema, ROLE, workItemSyncQuerySchema } from '@cairn/types';
import { insertSeedWorkItem, type SeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { SYNC_AFTER_MESSAGE } from './work-item-sync.handlers';

// Route × role table of the sync calls, with what each role SEES: readers are every project role; a guest without
// guest_view_all_features syncs (and is told to drop) only the items they created; another workspace's caller finds
// nothing (404), a workspace member outside the project is refused (403). Bad queries answer 400 with the schema's
// message.

type Who = 'anonymous' | 'outsider' | 'wsGuestOut' | 'wsMemberOut' | 'projGuest' | 'projMember' | 'projAdmin' | 'wsAdmin';
const WHO: Who[] = ['anonymous', 'outsider', 'wsGuestOut', 'wsMemberOut', 'projGuest', 'projMember', 'projAdmin', 'wsAdmin'];
type Named = Exclude<Who, 'anonymous'>;

let t: TestApp;
let slug: string;
let otherSlug: string;
let p1: SeededProject; // projAdmin admin, projMember member, projGuest guest; guest_view_all_features false
let p2: SeededProject; // projMember admin, projGuest guest; guest_view_all_features true
let foreignProject: SeededProject;
const agents = {} as Record<Who, Agent>;
const actors = {} as Record<Named, Actor>;
/** Item names → ids. */
const items: Record<string, string> = {};
const REMOVED_AT = new Date(Date.UTC(2026, 2, 1, 12, 0, 0));
const SINCE = new Date(REMOVED_AT.getTime() - 86_400_000).toISOString();

const outside = { anonymous: 401, outsider: 404 } as const;
const p1Readers = { ...outside, wsGuestOut: 403, wsMemberOut: 403, projGuest: 200, projMember: 200, projAdmin: 200, wsAdmin: 200 };
const p2Readers = { ...p1Readers, projAdmin: 403 };

beforeAll(async () => {
  t = await createTestApp();
  for (const who of WHO.slice(1) as Named[]) actors[who] = await newActor(t, who.toLowerCase());
  const { workspace } = await seedWorkspace(t, actors.wsAdmin.id, [
    [actors.wsAdmin.id, ROLE.ADMIN], [actors.wsGuestOut.id, ROLE.GUEST], [actors.wsMemberOut.id, ROLE.MEMBER],
    [actors.projGuest.id, ROLE.GUEST], [actors.projMember.id, ROLE.MEMBER], [actors.projAdmin.id, ROLE.MEMBER],
  ]);
  const { workspace: other } = await seedWorkspace(t, actors.outsider.id, [[actors.outsider.id, ROLE.ADMIN]]);
  slug = workspace.slug;
  otherSlug = other.slug;
  const ws = workspace.id;
  p1 = await seedProject(t, ws, actors.projAdmin.id);
  p2 = await seedProject(t, ws, actors.projMember.id);
  foreignProject = await seedProject(t, other.id, actors.outsider.id);
  await addProjectMembers(t, ws, p1.id, [[actors.projGuest.id, ROLE.GUEST], [actors.projMember.id, ROLE.MEMBER]]);
  await addProjectMembers(t, ws, p2.id, [[actors.projGuest.id, ROLE.GUEST]]);
  await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [p2.id]);
  const seed = async (name: string, project: SeededProject, creator: Named, extra: Partial<SeedWorkItem> = {}, wsId = ws) => {
    items[name] = (await insertSeedWorkItem(t.db, { workspace_id: wsId, project_id: project.id, name, created_by: actors[creator].id, state_id: project.defaultStateId, ...extra })).id;
  };
  const removed = { updated_at: REMOVED_AT };
  await seed('a1', p1, 'projAdmin');
  await seed('ar1', p1, 'projAdmin', { archived_at: REMOVED_AT });
  await seed('g1', p1, 'projGuest');
  await seed('dA', p1, 'projAdmin', { ...removed, deleted_at: REMOVED_AT });
  await seed('dG', p1, 'projGuest', { ...removed, deleted_at: REMOVED_AT });
  await seed('drA', p1, 'projAdmin', { ...removed, is_draft: true });
  await seed('epG', p1, 'projGuest', { ...removed, is_epic: true });
  await seed('b1', p2, 'projMember');
  await seed('bg', p2, 'projGuest');
  await seed('dB', p2, 'projMember', { ...removed, deleted_at: REMOVED_AT });
  await seed('f1', foreignProject, 'outsider', {}, other.id);
  await seed('fd', foreignProject, 'outsider', { ...removed, deleted_at: REMOVED_AT }, other.id);
  agents.anonymous = createAgent(t.app);
  for (const who of WHO.slice(1) as Named[]) agents[who] = actors[who].agent;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const names = (ids: string[]) => ids.map((id) => Object.keys(items).find((k) => items[k] === id) ?? id).sort();
const idsOf = (body: { results: Array<{ id: string }> }) => names(body.results.map((r) => r.id));

interface Case {
  name: string;
  url: () => string;
  expect: Record<Who, number>;
  /** Names of what each allowed role gets (sorted). */
  sees: Partial<Record<Who, string[]>>;
}

const all1 = ['a1', 'ar1', 'g1'];
const removed1 = ['dA', 'dG', 'drA', 'epG'];
const cases: Case[] = [
  { name: 'sync-issues, guest limited to own items', url: () => apiPaths.workItemSync(slug, p1.id), expect: p1Readers, sees: { projGuest: ['g1'], projMember: all1, projAdmin: all1, wsAdmin: all1 } },
  { name: 'sync-issues, guest_view_all_features', url: () => apiPaths.workItemSync(slug, p2.id), expect: p2Readers, sees: { projGuest: ['b1', 'bg'], projMember: ['b1', 'bg'], wsAdmin: ['b1', 'bg'] } },
  {
    name: 'sync-removed-issues, guest limited to own items',
    url: () => `${apiPaths.removedWorkItemsSync(slug, p1.id)}?since=${SINCE}`,
    expect: p1Readers,
    sees: { projGuest: ['dG', 'epG'], projMember: removed1, projAdmin: removed1, wsAdmin: removed1 },
  },
  { name: 'sync-removed-issues, guest_view_all_features', url: () => `${apiPaths.removedWorkItemsSync(slug, p2.id)}?since=${SINCE}`, expect: p2Readers, sees: { projGuest: ['dB'], projMember: ['dB'], wsAdmin: ['dB'] } },
  // Another workspace's project under our slug, or an unknown project: 404 whatever the caller's role here.
  { name: 'sync-issues of a foreign project', url: () => apiPaths.workItemSync(slug, foreignProject.id), expect: { ...outside, wsGuestOut: 404, wsMemberOut: 404, projGuest: 404, projMember: 404, projAdmin: 404, wsAdmin: 404 }, sees: {} },
  { name: 'sync-removed-issues of an unknown project', url: () => `${apiPaths.removedWorkItemsSync(slug, randomUUID())}?since=${SINCE}`, expect: { ...outside, wsGuestOut: 404, wsMemberOut: 404, projGuest: 404, projMember: 404, projAdmin: 404, wsAdmin: 404 }, sees: {} },
  // The outsider's own workspace slug with our project: not found there either.
  { name: 'sync-issues, our project under another slug', url: () => apiPaths.workItemSync('no-such-workspace', p1.id), expect: { ...outside, wsGuestOut: 404, wsMemberOut: 404, projGuest: 404, projMember: 404, projAdmin: 404, wsAdmin: 404 }, sees: {} },
];

describe.each(cases)('GET $name', (c) => {
  it.each(WHO)('%s', async (who) => {
    const res = await agents[who].get(c.url());
    expect({ who, status: res.statusCode }).toEqual({ who, status: c.expect[who] });
    if (res.statusCode !== 200) expect(res.json().results).toBeUndefined();
    const sees = c.sees[who];
    if (c.expect[who] === 200) expect({ who, sees: idsOf(res.json()) }).toEqual({ who, sees: [...(sees ?? ['(not listed in the case)'])].sort() });
  });
});

describe('foreign ids', () => {
  it('the foreign project’s rows never appear, even with a keyset naming one of its items', async () => {
    const before = `${new Date(0).toISOString()},${items.f1}`;
    const res = await agents.wsAdmin.get(`${apiPaths.workItemSync(slug, p1.id)}?after=${before}`);
    expect(idsOf(res.json())).toEqual(all1);
    // Its own workspace's caller gets its own rows only.
    expect(idsOf((await agents.outsider.get(`${apiPaths.removedWorkItemsSync(otherSlug, foreignProject.id)}?since=${SINCE}`)).json())).toEqual(['fd']);
    expect(idsOf((await agents.outsider.get(apiPaths.workItemSync(otherSlug, foreignProject.id))).json())).toEqual(['f1']);
  });
});

describe('bad queries', () => {
  const uuid = randomUUID();
  const schemaMessage = (schema: typeof workItemSyncQuerySchema | typeof removedWorkItemsQuerySchema, query: Record<string, string>) => {
    const parsed = schema.safeParse(query);
    if (parsed.success) throw new Error(`the schema accepts ${JSON.stringify(query)}`);
    return parsed.error.issues[0].message;
  };
  const syncCases: Array<[string, Record<string, string>]> = [
    ['updated_at__gt not a timestamp', { updated_at__gt: 'yesterday' }],
    ['updated_at__gt without a zone', { updated_at__gt: '2026-01-01T00:00:00' }],
    ['updated_at__gt an impossible date', { updated_at__gt: '2026-02-30T00:00:00Z' }],
    ['after without an id', { after: '2026-01-01T00:00:00.000Z' }],
    ['after with a short id', { after: `2026-01-01T00:00:00.000Z,${uuid.slice(0, 30)}` }],
    ['per_page 501', { per_page: '501' }],
    ['per_page 0', { per_page: '0' }],
    ['per_page not a number', { per_page: 'many' }],
    ['per_page a fraction', { per_page: '2.5' }],
  ];
  it.each(syncCases)('sync-issues: %s → 400 with the schema’s message', async (_name, query) => {
    const res = await agents.projMember.get(`${apiPaths.workItemSync(slug, p1.id)}?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: schemaMessage(workItemSyncQuerySchema, query), error_code: 'VALIDATION_ERROR' });
  });

  // Keysets the schema's pattern lets through but that name no instant or no uuid: the same message, never a 500.
  it.each([
    ['a date that is not one', `not-a-timestamp,${uuid}`],
    ['an impossible date', `2026-02-30T00:00:00.000Z,${uuid}`],
    ['an id of dashes', `2026-01-01T00:00:00.000Z,${'-'.repeat(36)}`],
  ])('sync-issues: after with %s → 400 %s', async (_name, after) => {
    expect(workItemSyncQuerySchema.safeParse({ after }).success).toBe(true);
    const res = await agents.projMember.get(`${apiPaths.workItemSync(slug, p1.id)}?after=${encodeURIComponent(after)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: SYNC_AFTER_MESSAGE, details: { after: [SYNC_AFTER_MESSAGE] } });
  });

  it.each([
    ['since missing', {}],
    ['since not a timestamp', { since: '1700000000' }],
  ] as Array<[string, Record<string, string>]>)('sync-removed-issues: %s → 400 with the schema’s message', async (_name, query) => {
    const res = await agents.projMember.get(`${apiPaths.removedWorkItemsSync(slug, p1.id)}?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: schemaMessage(removedWorkItemsQuerySchema, query) });
  });

  it('instants at the edges of the timestamp range answer, not fail', async () => {
    for (const q of [`updated_at__gt=0000-01-01T00:00:00Z`, `updated_at__gt=9999-12-31T23:59:59-14:00`, `after=0000-01-01T00:00:00Z,${uuid}`]) {
      const res = await agents.projMember.get(`${apiPaths.workItemSync(slug, p1.id)}?${q.replace('+', '%2B')}`);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 200 });
    }
    const early = await agents.projMember.get(`${apiPaths.workItemSync(slug, p1.id)}?updated_at__gt=0000-01-01T00:00:00Z`);
    expect(idsOf(early.json())).toEqual(all1);
    const res = await agents.projMember.get(`${apiPaths.removedWorkItemsSync(slug, p1.id)}?since=0000-01-01T00:00:00%2B14:00`);
    expect(idsOf(res.json())).toEqual(removed1);
  });
});

describe('OpenAPI', () => {
  it('documents both calls with their query parameters and answers', async () => {
    type Op = { tags: string[]; parameters: Array<{ name: string; in: string; required?: boolean }>; responses: Record<string, unknown> };
    const doc = (await agents.anonymous.get('/api/openapi.json')).json() as { paths: Record<string, Record<string, Op>> };
    const base = '/api/workspaces/{slug}/projects/{projectId}';
    const sync = doc.paths[`${base}/sync-issues/`]?.get;
    const removedOp = doc.paths[`${base}/sync-removed-issues/`]?.get;
    const query = (op: Op | undefined) => op?.parameters.filter((p) => p.in === 'query').map((p) => `${p.name}${p.required ? '!' : ''}`).sort();
    expect(query(sync)).toEqual(['after', 'per_page', 'updated_at__gt']);
    expect(query(removedOp)).toEqual(['since!']);
    for (const op of [sync, removedOp]) {
      expect(op?.tags).toEqual(['work-item-sync']);
      expect(JSON.stringify(op?.responses['200'])).toContain('results');
    }
    expect(JSON.stringify(sync?.responses['200'])).toContain('next_after');
  });
});
