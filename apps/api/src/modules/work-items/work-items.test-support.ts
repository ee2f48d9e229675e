import { apiPaths, ROLE, type WorkItem, type WorkItemServiceType } from '@cairn/types';
import type { TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

// Helpers shared by the work-item tests (not a test file itself).

/** Users of a work-item test file: a workspace admin (project creator), a project member, a project guest. */
export interface WorkItemActors {
  admin: Actor;
  member: Actor;
  guest: Actor;
}

/** A workspace with one project (all three actors in it) and a second project (admin only) for foreign ids. */
export interface WorkItemWorld {
  slug: string;
  workspaceId: string;
  project: SeededProject;
  other: SeededProject;
}

/** Signs up the three actors (once per file). */
export async function newWorkItemActors(t: TestApp): Promise<WorkItemActors> {
  return { admin: await newActor(t, 'admin'), member: await newActor(t, 'member'), guest: await newActor(t, 'guest') };
}

/** Seeds a fresh workspace and two projects; the member is a project member and the guest a workspace and project guest. */
export async function seedWorkItemWorld(t: TestApp, a: WorkItemActors): Promise<WorkItemWorld> {
  const { workspace } = await seedWorkspace(t, a.admin.id, [
    [a.admin.id, ROLE.ADMIN],
    [a.member.id, ROLE.MEMBER],
    [a.guest.id, ROLE.GUEST],
  ]);
  const project = await seedProject(t, workspace.id, a.admin.id);
  await addProjectMembers(t, workspace.id, project.id, [
    [a.member.id, ROLE.MEMBER],
    [a.guest.id, ROLE.GUEST],
  ]);
  const other = await seedProject(t, workspace.id, a.admin.id);
  return { slug: workspace.slug, workspaceId: workspace.id, project, other };
}

/** Creates a work item through the API and returns it (throws unless 201). */
export async function createItem(actor: Actor, w: WorkItemWorld, body: Record<string, unknown> = {}, type: WorkItemServiceType = 'issues', projectId = w.project.id): Promise<WorkItem> {
  const res = await actor.agent.post(apiPaths.workItems(w.slug, projectId, type), { name: 'An item', ...body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A state id of the project by name (Backlog, Todo, In Progress, Review, Done, Cancelled). */
export async function stateId(t: TestApp, projectId: string, name: string): Promise<string> {
  const [row] = await t.query<{ id: string }>('SELECT id FROM states WHERE project_id = $1 AND name = $2', [projectId, name]);
  return row.id;
}

/** Activity rows of an item, oldest first. */
export async function activitiesOf(t: TestApp, itemId: string) {
  return t.query<{ verb: string; field: string | null; old_value: string | null; new_value: string | null; old_identifier: string | null; new_identifier: string | null; actor_id: string }>(
    'SELECT verb, field, old_value, new_value, old_identifier, new_identifier, actor_id FROM work_item_activities WHERE work_item_id = $1 ORDER BY created_at, field, new_value',
    [itemId],
  );
}

/** Every work-item-area row of a workspace, for before/after comparisons (refused writes must change nothing). */
export async function snapshotWorkItems(t: TestApp, workspaceId: string): Promise<string> {
  const parts: Record<string, unknown> = {};
  for (const table of ['work_items', 'work_item_assignees', 'work_item_labels', 'work_item_mentions', 'work_item_subscribers', 'work_item_activities', 'work_item_description_versions', 'workspace_drafts']) {
    parts[table] = await t.query(`SELECT * FROM ${table} t WHERE workspace_id = $1 ORDER BY t::text`, [workspaceId]);
  }
  parts.sequence = await t.query('SELECT id, issue_sequence FROM projects WHERE workspace_id = $1 ORDER BY id', [workspaceId]);
  return JSON.stringify(parts);
}
