import { randomUUID } from 'node:crypto';
import { API_V1_PREFIX } from '@cairn/types';
import type { TestApp } from '../../../test/test-app';
import { seedWorkItem } from '../../comments/work-items.test-support';
import { seedCycle } from '../../cycles/cycles.test-support';
import { seedIntake } from '../../intake/intake.test-support';
import { seedModule } from '../../modules/modules.test-support';
import type { V1Context } from '../v1.test-support';

// Helpers of the v1 route × role matrix (not a test file itself): one row of every kind a v1 URL can name, in a
// workspace, and the filling of a route's path parameters with them.

/** The kinds of rows a v1 path parameter names. */
export type V1Kind = 'project' | 'state' | 'label' | 'estimate' | 'estimatePoint' | 'workItem' | 'cycle' | 'module' | 'comment' | 'link' | 'intake' | 'sticky' | 'user';

/** One row of every kind in a workspace (ids), the project's identifier and the work item's sequence id. */
export interface V1Fixtures {
  slug: string;
  identifier: string;
  ids: Record<V1Kind, string>;
  /** The intake request's work item (the seed names intake items by their issue id in some routes). */
  intakeItemId: string;
}

/** Seeds one row of every kind in the context's project (which must exist); intake is turned on for the project. */
export async function seedV1Fixtures(t: TestApp, ctx: V1Context): Promise<V1Fixtures> {
  const project = ctx.project;
  if (!project) throw new Error('seedV1Fixtures needs a context with a project');
  const scope = { workspaceId: ctx.workspaceId, projectId: project.id, createdBy: ctx.userId };
  await t.query('UPDATE projects SET inbox_view = true, cycle_view = true, module_view = true WHERE id = $1', [project.id]);
  const item = await seedWorkItem(t, { ...scope, name: 'Fixture item' });
  const cycle = await seedCycle(t, { ...scope, name: 'Fixture cycle' });
  const mod = await seedModule(t, scope, { name: 'Fixture module' });
  const intake = await seedIntake(t, { ...scope, identifier: project.identifier, name: 'Fixture request' });
  const [comment] = await t.query<{ id: string }>(
    "INSERT INTO work_item_comments (workspace_id, project_id, work_item_id, actor_id, comment_html, comment_stripped) VALUES ($1, $2, $3, $4, '<p>Fixture</p>', 'Fixture') RETURNING id",
    [ctx.workspaceId, project.id, item.id, ctx.userId],
  );
  const [link] = await t.query<{ id: string }>(
    "INSERT INTO work_item_links (workspace_id, project_id, work_item_id, url, title, created_by) VALUES ($1, $2, $3, 'https://example.com/fixture', 'Fixture', $4) RETURNING id",
    [ctx.workspaceId, project.id, item.id, ctx.userId],
  );
  const [sticky] = await t.query<{ id: string }>("INSERT INTO stickies (workspace_id, owner_id, name) VALUES ($1, $2, 'Fixture') RETURNING id", [ctx.workspaceId, ctx.userId]);
  return {
    slug: ctx.slug,
    identifier: project.identifier,
    intakeItemId: intake.item.id,
    ids: {
      project: project.id,
      state: project.extraStateId,
      label: project.labelId,
      estimate: project.estimateId,
      estimatePoint: project.pointId,
      workItem: item.id,
      cycle: cycle.id,
      module: mod.id,
      comment: comment.id,
      link: link.id,
      intake: intake.item.id,
      sticky: sticky.id,
      user: ctx.userId,
    },
  };
}

// The kind a parameter names, from the path segment before it (the seed's URLs are /things/{id}/).
const KIND_OF_SEGMENT: Record<string, V1Kind> = {
  projects: 'project',
  states: 'state',
  labels: 'label',
  estimates: 'estimate',
  'estimate-points': 'estimatePoint',
  'work-items': 'workItem',
  issues: 'workItem',
  'cycle-issues': 'workItem',
  'module-issues': 'workItem',
  'archived-work-items': 'workItem',
  cycles: 'cycle',
  'archived-cycles': 'cycle',
  modules: 'module',
  'archived-modules': 'module',
  comments: 'comment',
  links: 'link',
  'intake-issues': 'intake',
  stickies: 'sticky',
  members: 'user',
  'project-members': 'user',
};

// The kind from the parameter's own name when the segment does not tell (e.g. :issue_id after a static segment).
const KIND_OF_NAME: Array<[RegExp, V1Kind]> = [
  [/project/i, 'project'],
  [/state/i, 'state'],
  [/label/i, 'label'],
  [/point/i, 'estimatePoint'],
  [/estimate/i, 'estimate'],
  [/comment/i, 'comment'],
  [/link/i, 'link'],
  [/intake|inbox/i, 'intake'],
  [/cycle/i, 'cycle'],
  [/module/i, 'module'],
  [/sticky|stickies/i, 'sticky'],
  [/member|user/i, 'user'],
  [/issue|item|work/i, 'workItem'],
];

/** The parameters of a Fastify URL, each with the kind of row it names (null: not an id, or no fixture of its kind). */
export function paramsOf(url: string): Array<{ name: string; kind: V1Kind | null; identifier: boolean }> {
  const segments = url.split('/');
  const out: Array<{ name: string; kind: V1Kind | null; identifier: boolean }> = [];
  segments.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    const name = segment.slice(1);
    if (name === 'slug') return;
    const identifier = /identifier|key|seq/i.test(name);
    const kind = KIND_OF_SEGMENT[segments[i - 1]] ?? KIND_OF_NAME.find(([re]) => re.test(name))?.[1] ?? null;
    out.push({ name, kind, identifier });
  });
  return out;
}

/** How to fill each parameter: from which fixtures (by parameter name) and the slug of the URL. */
export interface Filling {
  slug: string;
  pick: (param: { name: string; kind: V1Kind | null; identifier: boolean }, index: number) => string;
}

/** Fills a route's URL. */
export function fillUrl(url: string, filling: Filling): string {
  const params = paramsOf(url);
  let i = 0;
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (name === 'slug') return filling.slug;
    const param = params.find((p) => p.name === name)!;
    return encodeURIComponent(filling.pick(param, i++));
  });
}

/** Every parameter from one workspace's fixtures (ids of unknown kinds: a fresh uuid). */
export function allFrom(fx: V1Fixtures, slug = fx.slug): Filling {
  return { slug, pick: (p) => (p.identifier ? `${fx.identifier}-1` : p.kind ? fx.ids[p.kind] : randomUUID()) };
}

/** The project (first id parameter) from `own`, every other parameter from `foreign`. */
export function ownProjectForeignRest(own: V1Fixtures, foreign: V1Fixtures): Filling {
  return {
    slug: own.slug,
    pick: (p, index) => {
      if (index === 0 && p.kind === 'project') return own.ids.project;
      if (p.identifier) return `${foreign.identifier}-1`;
      return p.kind ? foreign.ids[p.kind] : randomUUID();
    },
  };
}

/**
 * A body every v1 write of `url` accepts in shape (unknown keys are ignored), naming rows of `fx` where it names rows
 * at all, so a refusal comes from the lookup, not from validation.
 */
export function bodyFor(fx: V1Fixtures, url = ''): Record<string, unknown> {
  return {
    name: 'Matrix',
    identifier: 'MTRX',
    color: '#123456',
    group: 'started',
    url: 'https://example.com/matrix',
    title: 'Matrix',
    comment_html: '<p>Matrix</p>',
    description_html: '<p>Matrix</p>',
    issue: { name: 'Matrix' },
    issues: [fx.ids.workItem],
    relation_type: 'relates_to',
    related_issue: fx.ids.workItem,
    new_cycle_id: fx.ids.cycle,
    size: 1,
    type: 'text/plain',
    key: 1,
    value: '3',
    ...(url.includes('/intake-issues/') ? { status: 1 } : {}),
  };
}

/** The v1 routes the server registers (HEAD left out). */
export function v1Routes(routeList: ReadonlyArray<{ method: string; url: string }>): Array<{ method: string; url: string }> {
  return routeList.filter((r) => r.url.startsWith(`${API_V1_PREFIX}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
}

/** True when the route's path has an id parameter other than the slug. */
export function hasIdParam(url: string): boolean {
  return paramsOf(url).length > 0;
}

/** A fingerprint of a workspace's rows (counts and latest updates), to prove a refused call changed nothing. */
export async function snapshotWorkspaceRows(t: TestApp, workspaceId: string): Promise<string> {
  const tables = ['projects', 'states', 'labels', 'work_items', 'work_item_comments', 'work_item_links', 'cycles', 'modules', 'intake_issues', 'stickies', 'estimates'];
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await t.query<{ n: string; latest: string | null }>(`SELECT count(*)::text AS n, max(updated_at)::text AS latest FROM ${table} WHERE workspace_id = $1`, [workspaceId]);
    parts.push(`${table}:${row.n}:${row.latest}`);
  }
  const [relations] = await t.query<{ n: string }>('SELECT count(*)::text AS n FROM work_item_relations WHERE workspace_id = $1', [workspaceId]);
  parts.push(`work_item_relations:${relations.n}`);
  const [events] = await t.query<{ n: string }>('SELECT count(*)::text AS n FROM events WHERE workspace_id = $1', [workspaceId]);
  parts.push(`events:${events.n}`);
  const [items] = await t.query<{ n: string }>('SELECT count(*)::text AS n FROM work_items WHERE workspace_id = $1 AND (cycle_id IS NOT NULL OR deleted_at IS NOT NULL OR archived_at IS NOT NULL)', [workspaceId]);
  parts.push(`items-touched:${items.n}`);
  return parts.join('|');
}
