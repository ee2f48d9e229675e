import { PUBLISH_TEXT, type DeployBoard, type DeployBoardUpdate } from '@cairn/types';
import type { Db } from '../../data/db';
import { deleteDeployBoard, insertDeployBoard, updateDeployBoard, type DeployBoardPatch } from '../../data/repositories/deploy-boards.repository';
import { conflict } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { newAnchor } from '../public-boards/public-anchor';
import { recordBoardEvents } from './publishing.events';
import { boardNotFound, checkedBoardSettings, requireBoardAccess, requirePublishable, type BoardScope } from './publishing.policy';
import { presentDeployBoard } from './publishing.presenter';

// Publishing a project or a project view (issue 20; spec §4, §7 project-deploy-boards/): read, publish (a new random
// anchor), update the switches and layouts, unpublish (the row goes: the anchor stops resolving on the next public
// request, and publishing again gives a new anchor). Each write is one transaction with its events.

/** Where a board call points: the workspace slug, the project and the board's place. */
export interface BoardTarget {
  slug: string;
  projectId: string;
  scope: BoardScope;
  /** PATCH / DELETE project-deploy-boards/{id}/: the board id from the URL (must be this project's own board). */
  boardId?: string;
}

const SWITCHES = ['is_comments_enabled', 'is_reactions_enabled', 'is_votes_enabled', 'is_intake_enabled', 'is_activity_enabled', 'is_indexable'] as const;

/** GET: the board as admins see it, or null when not published (every project role). */
export async function getBoard(db: Db, t: BoardTarget, userId: string): Promise<DeployBoard | null> {
  const { board } = await requireBoardAccess(db, t.slug, t.projectId, userId, t.scope, 'read');
  return board ? presentDeployBoard(board) : null;
}

/**
 * POST (project admins): publishes under a fresh anchor, switches from the body (the table's defaults otherwise) and
 * layouts over PUBLISH_DEFAULT_VIEW_PROPS. 409 when already published — also when a concurrent publish won the race
 * (the unique index, mapped after the rollback).
 */
export async function publishBoard(db: Db, t: BoardTarget, userId: string, body: DeployBoardUpdate, now: Date): Promise<DeployBoard> {
  const alreadyPublished = () => conflict(PUBLISH_TEXT.alreadyPublished);
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const target = await requireBoardAccess(tx, t.slug, t.projectId, userId, t.scope, 'write');
        requirePublishable(target);
        if (target.board) throw alreadyPublished();
        const viewProps = checkedBoardSettings(target.access.project, undefined, body);
        const switches = Object.fromEntries(SWITCHES.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
        const row = await insertDeployBoard(tx, {
          ...switches,
          workspace_id: target.access.workspace.id,
          project_id: target.access.project.id,
          view_id: target.view?.id ?? null,
          anchor: newAnchor(),
          view_props: viewProps,
          created_by: userId,
          updated_by: userId,
          created_at: now,
          updated_at: now,
        });
        const board = presentDeployBoard(row);
        await recordBoardEvents(tx, target, 'created', null, board, userId, now);
        return board;
      }),
    { deploy_boards_project_key: alreadyPublished, deploy_boards_view_key: alreadyPublished },
  );
}

/** PATCH (project admins): changes switches and layouts (same checks as publish); a change of nothing writes nothing. */
export async function updateBoard(db: Db, t: BoardTarget, userId: string, body: DeployBoardUpdate, now: Date): Promise<DeployBoard> {
  return db.transaction(async (tx) => {
    const target = await requireBoardAccess(tx, t.slug, t.projectId, userId, t.scope, 'write');
    const current = target.board;
    if (!current || (t.boardId !== undefined && current.id !== t.boardId)) throw boardNotFound();
    requirePublishable(target);
    const viewProps = checkedBoardSettings(target.access.project, current, body);
    const before = presentDeployBoard(current);
    const patch: DeployBoardPatch = { view_props: viewProps, updated_by: userId };
    for (const key of SWITCHES) if (body[key] !== undefined) patch[key] = body[key];
    const unchanged = SWITCHES.every((key) => patch[key] === undefined || patch[key] === current[key]) && JSON.stringify(viewProps) === JSON.stringify(before.view_props);
    if (unchanged) return before;
    const row = await updateDeployBoard(tx, target.access.workspace.id, current.id, patch, now);
    const after = presentDeployBoard(row!);
    await recordBoardEvents(tx, target, 'updated', before, after, userId, now);
    return after;
  });
}

/** DELETE (project admins): unpublishes — the anchor stops working at once; allowed for archived projects and private views too. */
export async function unpublishBoard(db: Db, t: BoardTarget, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await requireBoardAccess(tx, t.slug, t.projectId, userId, t.scope, 'write');
    const current = target.board;
    if (!current || (t.boardId !== undefined && current.id !== t.boardId)) throw boardNotFound();
    await deleteDeployBoard(tx, target.access.workspace.id, current.id);
    await recordBoardEvents(tx, target, 'deleted', presentDeployBoard(current), null, userId, now);
  });
}
