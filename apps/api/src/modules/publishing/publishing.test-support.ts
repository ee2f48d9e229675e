import { ROLE } from '@cairn/types';
import { insertDeployBoard } from '../../data/repositories/deploy-boards.repository';
import type { DeployBoardRow } from '../../data/schema/publishing.schema';
import type { TestApp } from '../../test/test-app';
import type { Cast, World } from '../comments/work-items.test-support';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newAnchor } from '../public-boards/public-anchor';

// Helpers shared by the publishing tests (not a test file itself).

/** A new project of the world's workspace where the cast has its usual project roles (a fresh one per write case). */
export async function freshProject(t: TestApp, cast: Cast, w: World): Promise<SeededProject> {
  const project = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  await addProjectMembers(t, w.workspaceId, project.id, [
    [cast.projAdmin.id, ROLE.ADMIN],
    [cast.projMember.id, ROLE.MEMBER],
    [cast.projGuest.id, ROLE.GUEST],
  ]);
  return project;
}

/** Publishes a project (viewId null) or a view straight in the database (setup only; the API path is under test). */
export async function seedBoard(t: TestApp, input: { workspaceId: string; projectId: string; viewId?: string | null; createdBy: string }): Promise<DeployBoardRow> {
  return insertDeployBoard(t.db, {
    workspace_id: input.workspaceId,
    project_id: input.projectId,
    view_id: input.viewId ?? null,
    anchor: newAnchor(),
    view_props: { list: true, kanban: true },
    created_by: input.createdBy,
    updated_by: input.createdBy,
  });
}

/** The stored boards of a project (its own and its views'), for before/after comparisons. */
export async function boardsOf(t: TestApp, projectId: string) {
  return t.query<Record<string, unknown>>('SELECT * FROM deploy_boards WHERE project_id = $1 ORDER BY id', [projectId]);
}

/** Casts a vote straight in the database (the public write is another module's). */
export async function seedVote(t: TestApp, input: { workspaceId: string; projectId: string; workItemId: string; actorId: string; vote: 1 | -1 }): Promise<void> {
  await t.query('INSERT INTO work_item_votes (workspace_id, project_id, work_item_id, actor_id, vote) VALUES ($1, $2, $3, $4, $5)', [
    input.workspaceId, input.projectId, input.workItemId, input.actorId, input.vote,
  ]);
}
