import { createEstimateWithPoints } from '../../commands/estimates.command';
import { createProjectWithDefaults } from '../../commands/create-project.command';
import { addProjectFavorite } from '../../data/repositories/favorites.repository';
import { insertLabel } from '../../data/repositories/labels.repository';
import { insertProjectMembers } from '../../data/repositories/project-members.repository';
import { insertStates, listStates } from '../../data/repositories/states.repository';
import { findEstimate } from '../../data/repositories/estimates.repository';
import type { TestApp } from '../../test/test-app';

// Helpers shared by the project-area tests (not a test file itself).

/** A project created straight through the command (creator = project admin), with an extra state, a label pair and an estimate. */
export interface SeededProject {
  id: string;
  identifier: string;
  defaultStateId: string;
  /** A non-default state that may be deleted. */
  extraStateId: string;
  labelId: string;
  childLabelId: string;
  estimateId: string;
  pointId: string;
}

let counter = 0;

/** Creates a project in a workspace as `creatorId` with extra rows every route can target. */
export async function seedProject(t: TestApp, workspaceId: string, creatorId: string, identifier = `P${++counter}`): Promise<SeededProject> {
  const now = t.deps.now();
  return t.db.transaction(async (tx) => {
    const project = await createProjectWithDefaults(tx, { workspaceId, userId: creatorId, body: { name: `Project ${identifier}`, identifier }, now });
    const [extra] = await insertStates(tx, [{ workspace_id: workspaceId, project_id: project.id, name: 'Review', color: '#123456', group: 'started', sequence: 99999 }]);
    const label = await insertLabel(tx, { workspace_id: workspaceId, project_id: project.id, name: 'Area', color: '#ff0000', sort_order: 65535 });
    const child = await insertLabel(tx, { workspace_id: workspaceId, project_id: project.id, name: 'Frontend', color: '#00ff00', parent: label.id, sort_order: 65535 });
    const estimate = await createEstimateWithPoints(tx, { workspaceId, projectId: project.id, userId: creatorId, now }, {
      estimate: { name: 'Points', type: 'points' },
      estimate_points: [{ key: 0, value: '1' }, { key: 1, value: '2' }],
    });
    // Inside the transaction only tx may be used (PGlite has one connection).
    const states = await listStates(tx, workspaceId, project.id);
    const { points } = (await findEstimate(tx, workspaceId, project.id, estimate.id))!;
    return {
      id: project.id,
      identifier,
      defaultStateId: states.find((s) => s.default)!.id,
      extraStateId: extra.id,
      labelId: label.id,
      childLabelId: child.id,
      estimateId: estimate.id,
      pointId: points[0].id,
    };
  });
}

/** Adds project memberships straight in the database; returns user id → membership id. */
export async function addProjectMembers(t: TestApp, workspaceId: string, projectId: string, members: Array<[string, number]>): Promise<Map<string, string>> {
  const rows = await insertProjectMembers(t.db, members.map(([member, role]) => ({ workspace_id: workspaceId, project_id: projectId, member, role })), t.deps.now());
  return new Map(rows.map((r) => [r.member, r.id]));
}

/** Marks a project as a favorite of a user straight in the database. */
export async function seedFavorite(t: TestApp, workspaceId: string, userId: string, projectId: string): Promise<void> {
  await addProjectFavorite(t.db, { workspace_id: workspaceId, user_id: userId, project_id: projectId, name: 'fav' }, t.deps.now());
}

/** Every project-area row of one workspace, for before/after comparisons (denied writes must change nothing). */
export async function snapshotProjects(t: TestApp, workspaceId: string): Promise<string> {
  const parts: Record<string, unknown> = {};
  for (const table of ['projects', 'project_members', 'states', 'labels', 'estimates', 'estimate_points', 'user_favorites']) {
    parts[table] = await t.query(`SELECT * FROM ${table} WHERE workspace_id = $1 ORDER BY id`, [workspaceId]);
  }
  return JSON.stringify(parts);
}
