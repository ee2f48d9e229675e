import { API_V1_PREFIX } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedWorkItem } from '../../comments/work-items.test-support';
import { resetV1RateLimits, v1Context, v1Request, type V1Context } from '../v1.test-support';
import { allFrom, fillUrl, seedV1Fixtures, v1Routes, type V1Fixtures } from './v1-matrix.test-support';

// The seed system's list contract on every v1 list route that answers with its envelope (found by calling every
// GET route that ends in a static segment): per_page, next_cursor / prev_cursor ("per_page:page:is_prev"),
// next_page_results / prev_page_results, count, total_results, a bad cursor or per_page → 400 with our error body,
// and `fields` trimming every result. Single reads: `fields` and `expand` on a work item.

let t: TestApp;
let ctx: V1Context;
let fx: V1Fixtures;
/** The filled URLs of the list routes that answer with the envelope. */
let lists: string[];

type Envelope = {
  results: Array<Record<string, unknown>>;
  count: number;
  total_count: number;
  total_results: number;
  total_pages: number;
  next_cursor: string;
  prev_cursor: string;
  next_page_results: boolean;
  prev_page_results: boolean;
};

const isEnvelope = (body: unknown): body is Envelope => typeof body === 'object' && body !== null && Array.isArray((body as Envelope).results) && 'total_results' in body;
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

beforeAll(async () => {
  t = await createTestApp();
  ctx = await v1Context(t, { project: true });
  fx = await seedV1Fixtures(t, ctx);
  // A second and third work item, so the work-item lists have pages to turn.
  for (const name of ['Second', 'Third']) await seedWorkItem(t, { workspaceId: ctx.workspaceId, projectId: fx.ids.project, createdBy: ctx.userId, name });
  lists = [];
  const candidates = v1Routes(t.app.routeList).filter((r) => r.method === 'GET' && !/\/:[^/]+\/$/.test(r.url) && !r.url.endsWith('/me/'));
  for (const route of candidates) {
    await resetV1RateLimits(t);
    const url = fillUrl(route.url, allFrom(fx));
    const res = await v1Request(t, ctx, 'GET', url);
    if (res.statusCode === 200 && isEnvelope(res.json())) lists.push(url);
  }
}, 120_000);
beforeEach(() => resetV1RateLimits(t));
// The checks walk every list route with several queries.
jest.setTimeout(120_000);
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  await resetV1RateLimits(t);
  return v1Request(t, ctx, 'GET', url);
};

describe('the v1 list envelope', () => {
  it('is what every list the SDK types as PaginatedResponse answers (found among the registered routes)', () => {
    const w = `${API_V1_PREFIX}/workspaces/${ctx.slug}`;
    const p = `${w}/projects/${fx.ids.project}`;
    const item = `${p}/work-items/${fx.ids.workItem}`;
    const expected = [
      `${w}/projects/`,
      `${w}/projects-lite/`,
      `${w}/stickies/`,
      `${p}/states/`,
      `${p}/labels/`,
      `${p}/work-items/`,
      `${p}/issues/`,
      `${p}/archived-work-items/`,
      `${p}/cycles/`,
      `${p}/cycles-lite/`,
      `${p}/archived-cycles/`,
      `${p}/cycles/${fx.ids.cycle}/cycle-issues/`,
      `${p}/modules/`,
      `${p}/modules-lite/`,
      `${p}/archived-modules/`,
      `${p}/modules/${fx.ids.module}/module-issues/`,
      `${p}/intake-issues/`,
      `${item}/comments/`,
      `${item}/links/`,
      `${item}/activities/`,
    ];
    expect(expected.filter((u) => !lists.includes(u))).toEqual([]);
  });

  it('pages every list with per_page and the cursors, counts agreeing', async () => {
    const wrong: string[] = [];
    for (const url of lists) {
      const first = (await get(withQuery(url, 'per_page=1'))).json() as Envelope;
      const problems: string[] = [];
      if (first.results.length > 1) problems.push(`per_page=1 gave ${first.results.length}`);
      if (first.count !== first.results.length) problems.push('count is not the page size');
      if (first.total_count !== first.total_results) problems.push('total_count differs from total_results');
      if (first.next_page_results !== first.total_results > 1) problems.push(`next_page_results ${first.next_page_results} with ${first.total_results} rows`);
      if (first.prev_page_results !== false) problems.push('prev_page_results on the first page');
      if (first.next_cursor !== '1:1:0') problems.push(`next_cursor ${first.next_cursor}`);
      if (first.total_pages !== Math.max(1, first.total_results)) problems.push(`total_pages ${first.total_pages}`);
      if (first.total_results > 1) {
        const second = (await get(withQuery(url, `cursor=${encodeURIComponent(first.next_cursor)}`))).json() as Envelope;
        if (second.results.length !== 1) problems.push(`the next page has ${second.results.length}`);
        if (second.prev_page_results !== true) problems.push('no prev_page_results on page 2');
        if (second.results[0]?.id !== undefined && second.results[0]?.id === first.results[0]?.id) problems.push('page 2 repeats page 1');
        const back = (await get(withQuery(url, `cursor=${encodeURIComponent(second.prev_cursor)}`))).json() as Envelope;
        if (back.results[0]?.id !== first.results[0]?.id) problems.push('prev_cursor does not lead back');
      }
      if (problems.length) wrong.push(`${url}: ${problems.join('; ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 with the error body to a bad cursor or per_page, on every list', async () => {
    const wrong: string[] = [];
    for (const url of lists) {
      for (const query of ['cursor=abc', 'cursor=1:x:0', `cursor=${'9'.repeat(80)}`, 'per_page=0', 'per_page=101', 'per_page=many', 'cursor=%00']) {
        const res = await get(withQuery(url, query));
        const body = res.json() as { error?: unknown; error_code?: unknown };
        if (res.statusCode !== 400 || typeof body.error !== 'string' || typeof body.error_code !== 'string') wrong.push(`${url}?${query} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps only the asked `fields` (and id) in every result', async () => {
    const wrong: string[] = [];
    for (const url of lists) {
      const page = (await get(withQuery(url, 'fields=name,nope'))).json() as Envelope;
      const extra = page.results.flatMap((r) => Object.keys(r).filter((k) => k !== 'id' && k !== 'name'));
      if (extra.length || page.results.some((r) => !('id' in r))) wrong.push(`${url}: ${[...new Set(extra)].join(',') || 'no id'}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('expand and fields on work items', () => {
  const item = () => `${API_V1_PREFIX}/workspaces/${ctx.slug}/projects/${fx.ids.project}/work-items/${fx.ids.workItem}/`;

  it('a single read keeps only the asked fields', async () => {
    const res = await get(`${item()}?fields=name,sequence_id`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'name', 'sequence_id']);
  });

  it('expand=project,state turns the ids into objects; without it they stay ids', async () => {
    const plain = (await get(item())).json() as Record<string, unknown>;
    expect(plain.project).toBe(fx.ids.project);
    const expanded = (await get(`${item()}?expand=project,state`)).json() as { project: { id: string; identifier: string }; state: unknown };
    expect(expanded.project).toEqual(expect.objectContaining({ id: fx.ids.project, identifier: fx.identifier }));
    if (plain.state !== null) expect(expanded.state).toEqual(expect.objectContaining({ id: plain.state }));
  });

  it('expand on the list expands every result', async () => {
    const page = (await get(`${API_V1_PREFIX}/workspaces/${ctx.slug}/projects/${fx.ids.project}/work-items/?expand=project`)).json() as Envelope;
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((r) => typeof r.project === 'object' && (r.project as { id: string }).id === fx.ids.project)).toBe(true);
  });
});
