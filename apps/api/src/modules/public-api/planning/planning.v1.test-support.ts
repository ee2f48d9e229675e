import { ROLE } from '@cairn/types';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import type { TestApp } from '../../../test/test-app';
import { seedWorkItem } from '../../comments/work-items.test-support';
import { seedProject } from '../../projects/projects.test-support';
import { addV1Member, v1Context, v1Request, type V1Caller, type V1Context } from '../v1.test-support';

// The world of the v1 planning tests (not a test file itself): a workspace whose owner (workspace admin, so project
// admin) holds a key, a project member, a project guest, a workspace member outside the project, a second project of
// the same workspace, and another workspace with its own key and project.

/** Callers and places of the v1 planning tests. */
export interface PlanningWorld {
  ctx: V1Context & { project: NonNullable<V1Context['project']> };
  member: V1Caller;
  guest: V1Caller;
  /** A workspace member with no role in the project (403 NOT_PROJECT_MEMBER). */
  outsider: V1Caller;
  /** Another project of the same workspace (its items are foreign to the main project). */
  otherProjectId: string;
  /** Another workspace, its owner's key and project (its key on our slug → 403; its ids on our URLs → 404). */
  foreign: V1Context & { project: NonNullable<V1Context['project']> };
}

/** Seeds the world. */
export async function seedPlanningWorld(t: TestApp): Promise<PlanningWorld> {
  const ctx = (await v1Context(t, { project: true })) as PlanningWorld['ctx'];
  const member = await addV1Member(t, ctx, ROLE.MEMBER, { projectRole: ROLE.MEMBER });
  const guest = await addV1Member(t, ctx, ROLE.GUEST, { projectRole: ROLE.GUEST });
  const outsider = await addV1Member(t, ctx, ROLE.MEMBER);
  const other = await seedProject(t, ctx.workspaceId, ctx.userId);
  const foreign = (await v1Context(t, { project: true })) as PlanningWorld['foreign'];
  return { ctx, member, guest, outsider, otherProjectId: other.id, foreign };
}

/** `${base}/projects/${projectId}` of the world's workspace (the main project unless given). */
export function projectUrl(w: PlanningWorld, projectId: string = w.ctx.project.id): string {
  return `${w.ctx.base}/projects/${projectId}`;
}

/** A work item of a project of the world's workspace (the main project unless given), created by the owner. */
export function seedItem(t: TestApp, w: PlanningWorld, projectId: string = w.ctx.project.id, name?: string) {
  return seedWorkItem(t, { workspaceId: w.ctx.workspaceId, projectId, createdBy: w.ctx.userId, name });
}

/** A work item of the other workspace's project. */
export function seedForeignItem(t: TestApp, w: PlanningWorld) {
  return seedWorkItem(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: w.foreign.userId });
}

/** A v1 call as a caller (a JSON body when given). */
export function call(t: TestApp, caller: Pick<V1Caller, 'headers'>, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<InjectResponse> {
  return v1Request(t, caller, method, url, body);
}

/** Counts of the rows a refused write must leave alone, for before/after comparisons. */
export async function planningSnapshot(t: TestApp, workspaceId: string): Promise<string> {
  const parts: Record<string, unknown> = {};
  for (const table of ['cycles', 'modules', 'work_item_modules', 'intake_issues']) {
    parts[table] = await t.query(`SELECT * FROM ${table} WHERE workspace_id = $1 ORDER BY 1, 2, 3`, [workspaceId]);
  }
  parts.items = await t.query('SELECT id, cycle_id, updated_at, deleted_at FROM work_items WHERE workspace_id = $1 ORDER BY id', [workspaceId]);
  parts.events = await t.query('SELECT count(*)::int AS n FROM events WHERE workspace_id = $1', [workspaceId]);
  return JSON.stringify(parts);
}
