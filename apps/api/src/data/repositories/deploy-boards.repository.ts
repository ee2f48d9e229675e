import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projects, type ProjectRow } from '../schema/projects.schema';
import { deployBoards, type DeployBoardRow } from '../schema/publishing.schema';
import { issueViews, type IssueViewRow } from '../schema/views.schema';
import { workspaces, type WorkspaceRow } from '../schema/workspaces.schema';

// Published boards (issue 20). Admin reads are scoped by workspace and project; the public lookup is by anchor only.

/** Columns a new board takes. */
export type NewDeployBoard = typeof deployBoards.$inferInsert;
/** Fields an update may change. */
export type DeployBoardPatch = Partial<
  Pick<
    DeployBoardRow,
    'is_comments_enabled' | 'is_reactions_enabled' | 'is_votes_enabled' | 'is_intake_enabled' | 'is_activity_enabled' | 'is_indexable' | 'view_props' | 'updated_by'
  >
>;

/** The project's own board (not a view's), if published. */
export async function findProjectBoard(h: DbOrTx, workspaceId: string, projectId: string): Promise<DeployBoardRow | undefined> {
  const [row] = await h
    .select()
    .from(deployBoards)
    .where(and(eq(deployBoards.workspace_id, workspaceId), eq(deployBoards.project_id, projectId), isNull(deployBoards.view_id)));
  return row;
}

/** A view's board, if published. */
export async function findViewBoard(h: DbOrTx, workspaceId: string, projectId: string, viewId: string): Promise<DeployBoardRow | undefined> {
  const [row] = await h
    .select()
    .from(deployBoards)
    .where(and(eq(deployBoards.workspace_id, workspaceId), eq(deployBoards.project_id, projectId), eq(deployBoards.view_id, viewId)));
  return row;
}

/** Inserts a board; a second board for the same project or view hits the unique index (the caller answers 409). */
export async function insertDeployBoard(h: DbOrTx, values: NewDeployBoard): Promise<DeployBoardRow> {
  const [row] = await h.insert(deployBoards).values(values).returning();
  return row!;
}

/** Updates a board of this workspace. */
export async function updateDeployBoard(h: DbOrTx, workspaceId: string, id: string, patch: DeployBoardPatch, now: Date): Promise<DeployBoardRow | undefined> {
  const [row] = await h
    .update(deployBoards)
    .set({ ...patch, updated_at: now })
    .where(and(eq(deployBoards.workspace_id, workspaceId), eq(deployBoards.id, id)))
    .returning();
  return row;
}

/** Deletes a board of this workspace (unpublish: its anchor stops resolving at once). */
export async function deleteDeployBoard(h: DbOrTx, workspaceId: string, id: string): Promise<DeployBoardRow | undefined> {
  const [row] = await h.delete(deployBoards).where(and(eq(deployBoards.workspace_id, workspaceId), eq(deployBoards.id, id))).returning();
  return row;
}

/** What an anchor points at: the board, its project and workspace, and its view (view boards). */
export interface AnchorTarget {
  board: DeployBoardRow;
  project: ProjectRow;
  workspace: WorkspaceRow;
  view: IssueViewRow | null;
}

/** The board of an anchor with its project, workspace and view, in one statement; undefined when none. */
export async function findBoardByAnchor(h: DbOrTx, anchor: string): Promise<AnchorTarget | undefined> {
  const [row] = await h
    .select({ board: deployBoards, project: projects, workspace: workspaces, view: issueViews })
    .from(deployBoards)
    .innerJoin(projects, eq(projects.id, deployBoards.project_id))
    .innerJoin(workspaces, eq(workspaces.id, deployBoards.workspace_id))
    .leftJoin(issueViews, eq(issueViews.id, deployBoards.view_id))
    .where(eq(deployBoards.anchor, anchor));
  return row;
}
