import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { estimatePoints, labels, projectMembers, states } from '../schema/projects.schema';
import { users } from '../schema/users.schema';
import { workspaceMembers } from '../schema/workspaces.schema';

// The entities a work item points at (states, labels, assignees, estimate points), loaded by (workspace, project, ids):
// used to check request bodies (ids of other projects find nothing) and to write display values into activity rows.

/** A state's id, name and group. */
export interface StateRef {
  id: string;
  name: string;
  group: string;
}

/** States of this project among `ids`. */
export async function findProjectStates(h: DbOrTx, workspaceId: string, projectId: string, ids: string[]): Promise<StateRef[]> {
  if (ids.length === 0) return [];
  return h
    .select({ id: states.id, name: states.name, group: states.group })
    .from(states)
    .where(and(eq(states.workspace_id, workspaceId), eq(states.project_id, projectId), inArray(states.id, ids)));
}

/** The project's default state, if it has one. */
export async function findDefaultState(h: DbOrTx, workspaceId: string, projectId: string): Promise<StateRef | undefined> {
  const [row] = await h
    .select({ id: states.id, name: states.name, group: states.group })
    .from(states)
    .where(and(eq(states.workspace_id, workspaceId), eq(states.project_id, projectId), eq(states.default, true)))
    .limit(1);
  return row;
}

/** Labels of this project among `ids` (id and name). */
export async function findProjectLabels(h: DbOrTx, workspaceId: string, projectId: string, ids: string[]): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return [];
  return h
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(and(eq(labels.workspace_id, workspaceId), eq(labels.project_id, projectId), inArray(labels.id, ids)));
}

/** Users among `ids` who are project members and still active workspace members (id and display name). */
export async function findProjectMemberUsers(h: DbOrTx, workspaceId: string, projectId: string, ids: string[]): Promise<Array<{ id: string; display_name: string }>> {
  if (ids.length === 0) return [];
  return h
    .select({ id: users.id, display_name: users.display_name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.member))
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspace_id, projectMembers.workspace_id), eq(workspaceMembers.member, projectMembers.member), eq(workspaceMembers.is_active, true)),
    )
    .where(and(eq(projectMembers.workspace_id, workspaceId), eq(projectMembers.project_id, projectId), inArray(projectMembers.member, ids)));
}

/** Display names of users (for activity rows about assignees that may have left since). */
export async function findUserNames(h: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await h.select({ id: users.id, display_name: users.display_name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.display_name]));
}

/** Estimate points of this project's estimates among `ids` (id and value). */
export async function findProjectEstimatePoints(h: DbOrTx, workspaceId: string, projectId: string, ids: string[]): Promise<Array<{ id: string; value: string }>> {
  if (ids.length === 0) return [];
  return h
    .select({ id: estimatePoints.id, value: estimatePoints.value })
    .from(estimatePoints)
    .where(and(eq(estimatePoints.workspace_id, workspaceId), eq(estimatePoints.project_id, projectId), inArray(estimatePoints.id, ids)));
}
