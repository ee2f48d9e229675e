import {
  apiPaths, publicBoardMetaSchema, publicBoardSettingsSchema, publicCycleSchema, publicLabelSchema, publicModuleSchema, publicPersonSchema,
  publicStateSchema, publicWorkItemDetailSchema, publicWorkItemPageSchema, type PublicWorkItem, type PublicWorkItemPage,
} from '@cairn/types';
import { z, type ZodType } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agentOf, type Who } from '../comments/work-items.test-support';
import { publishView, seedPublicWorld, type PublicWorld } from './public-boards.test-support';

// The leak test: walks every public GET answer of a project board and a view board, as a stranger and as a member,
// and fails on any email address, any id of something the board does not show (archived, draft, intake, epic,
// deleted items; archived cycles and modules; other projects and workspaces), the workspace id or slug, and any key
// outside the public schemas (each answer parsed by its schema must come back unchanged: no key was stripped).

// Migrations and a seeded world on a shared machine: more room than jest's 5 s.
jest.setTimeout(60_000);

let t: TestApp;
let pw: PublicWorld;

beforeAll(async () => {
  t = await createTestApp();
});
beforeAll(async () => {
  pw = await seedPublicWorld(t);
  // A comment by a member, so item details carry a person.
  const res = await pw.cast.projMember.agent.post(apiPaths.comments(pw.w.slug, pw.w.project.id, pw.items.a.id), { comment_html: '<p>Looks good</p>' });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

/** Collects every public answer of a board for a caller, each with the schema it must match exactly. */
async function walk(anchor: string, who: Who): Promise<Array<{ url: string; body: unknown; schema: ZodType }>> {
  const agent = agentOf(pw.cast, who);
  const out: Array<{ url: string; body: unknown; schema: ZodType }> = [];
  const take = async (url: string, schema: ZodType) => {
    const res = await agent.get(url);
    expect([url, res.statusCode]).toEqual([url, 200]);
    const body = res.json() as unknown;
    out.push({ url, body, schema });
    return body;
  };
  await take(apiPaths.publicSettings(anchor), publicBoardSettingsSchema);
  await take(apiPaths.publicMeta(anchor), publicBoardMetaSchema);
  for (const [path, schema] of [
    [apiPaths.publicStates(anchor), publicStateSchema],
    [apiPaths.publicLabels(anchor), publicLabelSchema],
    [apiPaths.publicMembers(anchor), publicPersonSchema],
    [apiPaths.publicCycles(anchor), publicCycleSchema],
    [apiPaths.publicModules(anchor), publicModuleSchema],
  ] as const) {
    await take(path, z.array(schema));
  }
  const flat = (await take(`${apiPaths.publicIssues(anchor)}?per_page=100`, publicWorkItemPageSchema)) as PublicWorkItemPage;
  for (const g of ['state', 'priority', 'labels']) await take(`${apiPaths.publicIssues(anchor)}?group_by=${g}`, publicWorkItemPageSchema);
  for (const item of flat.results as PublicWorkItem[]) await take(apiPaths.publicIssue(anchor, item.id), publicWorkItemDetailSchema);
  return out;
}

function forbiddenValues(): Record<string, string> {
  const { w, hidden } = pw;
  return {
    ...hidden,
    workspaceId: w.workspaceId,
    slug: w.slug,
    projectId: w.project.id,
    otherProject: w.otherProject.id,
    foreignWorkspace: w.foreign.workspaceId,
    foreignSlug: w.foreign.slug,
    foreignProject: w.foreign.project.id,
    estimate: w.project.estimateId,
  };
}

function assertNoLeak(answers: Array<{ url: string; body: unknown; schema: ZodType }>): void {
  const forbidden = forbiddenValues();
  for (const { url, body, schema } of answers) {
    const text = JSON.stringify(body);
    expect([url, EMAIL.exec(text)?.[0] ?? null]).toEqual([url, null]);
    for (const [name, value] of Object.entries(forbidden)) {
      if (text.includes(value)) throw new Error(`${url} contains ${name} (${value})`);
    }
    // Strict: parsing strips unknown keys, so any extra key makes the parsed answer differ.
    expect([url, schema.parse(body)]).toEqual([url, body]);
  }
}

describe('public answers leak nothing', () => {
  it('project board, for a stranger and for a member', async () => {
    for (const who of ['anonymous', 'projMember'] as Who[]) {
      const answers = await walk(pw.anchor, who);
      expect(answers.length).toBeGreaterThan(10);
      assertNoLeak(answers);
    }
  });

  it('view board', async () => {
    const { anchor, view } = await publishView(t, pw, { priority: ['high', 'urgent', 'none'] });
    const answers = await walk(anchor, 'outsider');
    assertNoLeak(answers);
    expect(JSON.stringify(answers.map((a) => a.body))).not.toContain(view.id);
  });

  it('the members list has the project members by name, never an outsider or an email', async () => {
    const members = (await agentOf(pw.cast, 'anonymous').get(apiPaths.publicMembers(pw.anchor))).json() as Array<{ id: string }>;
    const ids = members.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([pw.cast.projMember.id, pw.cast.projAdmin.id]));
    expect(ids).not.toContain(pw.cast.outsider.id);
    expect(ids).not.toContain(pw.cast.wsMemberOut.id);
    const text = JSON.stringify(members);
    for (const actor of [pw.cast.projMember, pw.cast.projAdmin, pw.cast.projGuest, pw.cast.wsAdmin]) expect(text).not.toContain(actor.email);
  });
});
