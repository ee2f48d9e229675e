import { randomUUID } from 'node:crypto';
import { insertView } from '../../data/repositories/views.repository';
import type { IssueViewRow } from '../../data/schema/views.schema';
import type { TestApp } from '../../test/test-app';

// Helpers shared by the view tests (not a test file itself).

/** What seedView needs: the context (project, teamspace or neither) and the owner; the rest takes defaults. */
export interface SeedViewInput {
  workspaceId: string;
  ownedBy: string;
  projectId?: string | null;
  teamspaceId?: string | null;
  name?: string;
  access?: 'public' | 'private';
  isLocked?: boolean;
  filters?: Record<string, unknown>;
  displayFilters?: Record<string, unknown>;
}

let counter = 0;

/** Inserts a view straight in the database (setup only; the API path is under test). */
export async function seedView(t: TestApp, input: SeedViewInput): Promise<IssueViewRow> {
  const now = t.deps.now();
  return insertView(t.db, {
    workspace_id: input.workspaceId,
    project_id: input.projectId ?? null,
    teamspace_id: input.teamspaceId ?? null,
    name: input.name ?? `View ${++counter}`,
    access: input.access ?? 'public',
    is_locked: input.isLocked ?? false,
    filters: input.filters ?? {},
    display_filters: input.displayFilters ?? {},
    owned_by: input.ownedBy,
    created_by: input.ownedBy,
    updated_by: input.ownedBy,
    created_at: now,
    updated_at: now,
  });
}

/** Inserts a teamspace with members and projects straight in the database; returns its id. */
export async function seedTeamspace(t: TestApp, input: { workspaceId: string; createdBy: string; memberIds: string[]; projectIds: string[] }): Promise<string> {
  const id = randomUUID();
  await t.query('INSERT INTO teamspaces (id, workspace_id, name, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)', [id, input.workspaceId, `Team ${++counter}`, input.createdBy]);
  for (const m of input.memberIds) {
    await t.query('INSERT INTO teamspace_members (teamspace_id, member_id, workspace_id) VALUES ($1, $2, $3)', [id, m, input.workspaceId]);
  }
  for (const p of input.projectIds) {
    await t.query('INSERT INTO teamspace_projects (teamspace_id, project_id, workspace_id) VALUES ($1, $2, $3)', [id, p, input.workspaceId]);
  }
  return id;
}

/** The favorites of a view (user ids), for assertions. */
export async function viewFavoritesOf(t: TestApp, viewId: string): Promise<string[]> {
  const rows = await t.query<{ user_id: string }>("SELECT user_id FROM user_favorites WHERE entity_type = 'view' AND entity_identifier = $1 ORDER BY user_id", [viewId]);
  return rows.map((r) => r.user_id);
}

/** Adds a user's favorite of a project view straight in the database. */
export async function seedViewFavorite(t: TestApp, view: IssueViewRow, userId: string): Promise<void> {
  await t.query(
    "INSERT INTO user_favorites (workspace_id, user_id, entity_type, entity_identifier, project_id, name) VALUES ($1, $2, 'view', $3, $4, $5)",
    [view.workspace_id, userId, view.id, view.project_id, view.name],
  );
}

/** The events recorded about an entity, oldest first. */
export async function eventsOf(t: TestApp, entityId: string) {
  return t.query<{ entity_type: string; action: string; project_id: string | null; changes: Record<string, { old: unknown; new: unknown }> }>(
    'SELECT entity_type, action, project_id, changes FROM events WHERE entity_id = $1 ORDER BY id',
    [entityId],
  );
}
