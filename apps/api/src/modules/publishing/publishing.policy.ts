import {
  PROJECT_ERROR_CODE, PROJECT_TEXT, PUBLISH_DEFAULT_VIEW_PROPS, PUBLISH_LAYOUTS, PUBLISH_TEXT, ROLE, type DeployBoardUpdate, type PublishViewProps,
} from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findProjectBoard, findViewBoard } from '../../data/repositories/deploy-boards.repository';
import { findVisibleView } from '../../data/repositories/views.repository';
import type { DeployBoardRow } from '../../data/schema/publishing.schema';
import type { IssueViewRow } from '../../data/schema/views.schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { ANY_PROJECT_ROLE, requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { viewNotFound } from '../views/views.policy';
import { presentViewProps } from './publishing.presenter';

// Who may see and change what the public sees (issue 20; spec §4 Project publish, View publish):
// - read a board (GET): every project role, guests too (whether it is published shows in the project list anyway);
// - publish, update, unpublish: project admins (a workspace admin is project admin everywhere); members and guests 403;
//   outsiders and other workspaces' ids 404 (the project rule), another user's private view 404 (the views rule).
// - only a live project and only a public project view can be published or changed (400); unpublishing always works.

/** A board's place: the project's own board, or a view's. */
export type BoardScope = { kind: 'project' } | { kind: 'view'; viewId: string };

/** The authorised project, the view (view boards) and the board if published. */
export interface BoardAccess {
  access: ProjectAccess;
  view: IssueViewRow | null;
  board: DeployBoardRow | undefined;
}

/** 404 'Published board not found': no board, or a board id of another project or workspace. */
export function boardNotFound() {
  return notFound(PUBLISH_TEXT.boardNotFound);
}

/**
 * Authorises a board call and loads the view and the board. `write` takes the project row lock (publishes of one
 * project and its views are decided one at a time, so "already published" is seen before the unique index) and the
 * view row lock, and needs a project admin.
 */
export async function requireBoardAccess(h: DbOrTx, slug: string, projectId: string, userId: string, scope: BoardScope, mode: 'read' | 'write'): Promise<BoardAccess> {
  const access = await requireProjectRole(h, slug, projectId, userId, ANY_PROJECT_ROLE, { lock: mode === 'write' });
  const context = { workspaceId: access.workspace.id, projectId: access.project.id, teamspaceId: null };
  const view = scope.kind === 'view' ? ((await findVisibleView(h, context, scope.viewId, userId, { lock: mode === 'write' })) ?? null) : null;
  if (scope.kind === 'view' && !view) throw viewNotFound();
  if (mode === 'write' && access.projectRole !== ROLE.ADMIN) throw forbidden();
  const board = view ? await findViewBoard(h, access.workspace.id, access.project.id, view.id) : await findProjectBoard(h, access.workspace.id, access.project.id);
  return { access, view, board };
}

/** 400 unless what is published can be published now: a live project; for a view, a public one. */
export function requirePublishable(target: BoardAccess): void {
  if (target.access.project.archived_at) throw badRequest(PROJECT_TEXT.archivedProject, undefined, PROJECT_ERROR_CODE.PROJECT_ARCHIVED);
  if (target.view && target.view.access !== 'public') throw badRequest(PUBLISH_TEXT.viewMustBePublic, { view: [PUBLISH_TEXT.viewMustBePublic] });
}

/**
 * The layouts a publish or update leaves on: the body's over the board's (over PUBLISH_DEFAULT_VIEW_PROPS for a new
 * board); 400 layoutRequired when none would be on. Turning intake on needs the project's intake feature (400).
 */
export function checkedBoardSettings(project: ProjectAccess['project'], current: DeployBoardRow | undefined, body: DeployBoardUpdate): PublishViewProps {
  const base = current ? presentViewProps(current.view_props) : { ...PUBLISH_DEFAULT_VIEW_PROPS };
  const viewProps = { ...base };
  for (const layout of PUBLISH_LAYOUTS) {
    const value = body.view_props?.[layout];
    if (value !== undefined) viewProps[layout] = value;
  }
  if (!PUBLISH_LAYOUTS.some((layout) => viewProps[layout])) throw badRequest(PUBLISH_TEXT.layoutRequired, { view_props: [PUBLISH_TEXT.layoutRequired] });
  if (body.is_intake_enabled === true && !project.inbox_view) {
    throw badRequest(PUBLISH_TEXT.intakeNeedsProjectIntake, { is_intake_enabled: [PUBLISH_TEXT.intakeNeedsProjectIntake] });
  }
  return viewProps;
}
