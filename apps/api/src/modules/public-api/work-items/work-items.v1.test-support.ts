import { ROLE } from '@cairn/types';
import { insertCycle } from '../../../data/repositories/cycles.repository';
import { insertModule } from '../../../data/repositories/modules.repository';
import type { TestApp } from '../../../test/test-app';
import { seedProject, type SeededProject } from '../../projects/projects.test-support';
import { addV1Member, v1Context, v1Request, type V1Caller, type V1Context } from '../v1.test-support';

// The world of the v1 work-item tests (not a test file itself).

/** A workspace with a project, its owner (workspace admin), a project member, a project guest, a workspace member outside
 * the project, a second project of the same workspace, and a second workspace (with its own key and project). */
export interface V1ItemWorld {
  ctx: V1Context & { project: SeededProject };
  member: V1Caller;
  guest: V1Caller;
  outsider: V1Caller;
  otherProject: SeededProject;
  foreign: V1Context & { project: SeededProject };
  /** `${ctx.base}/projects/${ctx.project.id}` */
  projectUrl: string;
}

/** Seeds a fresh world (call per test file or per test). */
export async function seedV1ItemWorld(t: TestApp): Promise<V1ItemWorld> {
  const ctx = (await v1Context(t, { project: true })) as V1Context & { project: SeededProject };
  const member = await addV1Member(t, ctx, ROLE.MEMBER, { projectRole: ROLE.MEMBER });
  const guest = await addV1Member(t, ctx, ROLE.GUEST, { projectRole: ROLE.GUEST });
  const outsider = await addV1Member(t, ctx, ROLE.MEMBER);
  const otherProject = await seedProject(t, ctx.workspaceId, ctx.userId);
  const foreign = (await v1Context(t, { project: true })) as V1Context & { project: SeededProject };
  return { ctx, member, guest, outsider, otherProject, foreign, projectUrl: `${ctx.base}/projects/${ctx.project.id}` };
}

/** Creates a work item through v1 as `caller` (throws unless 201); returns the v1 body. */
export async function createV1Item(t: TestApp, w: V1ItemWorld, caller: V1Caller, body: Record<string, unknown> = {}): Promise<Record<string, unknown> & { id: string; sequence_id: number }> {
  const res = await v1Request(t, caller, 'POST', `${w.projectUrl}/work-items/`, { name: 'v1 item', ...body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A module of the world's project (or of `projectId`). */
export async function seedV1Module(t: TestApp, w: V1ItemWorld, projectId = w.ctx.project.id, workspaceId = w.ctx.workspaceId): Promise<string> {
  const now = t.deps.now();
  const row = await insertModule(t.db, { workspace_id: workspaceId, project_id: projectId, name: `Module ${Math.random()}`, created_by: w.ctx.userId, updated_by: w.ctx.userId, created_at: now, updated_at: now });
  return row.id;
}

/** A cycle of the world's project. */
export async function seedV1Cycle(t: TestApp, w: V1ItemWorld): Promise<string> {
  const now = t.deps.now();
  const row = await insertCycle(t.db, { workspace_id: w.ctx.workspaceId, project_id: w.ctx.project.id, name: `Cycle ${Math.random()}`, owned_by_id: w.ctx.userId, created_by: w.ctx.userId, created_at: now, updated_at: now });
  return row.id;
}

/** How many work items the workspace holds (refused writes must leave it as it was). */
export async function itemCount(t: TestApp, workspaceId: string): Promise<number> {
  const [row] = await t.query<{ n: string }>('SELECT count(*)::text AS n FROM work_items WHERE workspace_id = $1', [workspaceId]);
  return Number(row.n);
}
