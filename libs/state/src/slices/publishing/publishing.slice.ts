import type { DeployBoard, DeployBoardUpdate, WorkItemVotes } from '@cairn/types';
import { lazyActions } from '../../core/lazy-actions';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';

/** What is published: a project's own board, or a saved view of a project. */
export type DeployBoardTarget = { kind: 'project'; projectId: string } | { kind: 'view'; projectId: string; viewId: string };

/**
 * Publishing (issue 20): the published boards of projects and views as admins manage them (null = not published,
 * absent = never loaded) and the votes on work items as members see them.
 */
export interface PublishingSlice {
  /** project id → the project's own board (null: not published). */
  deployBoardsByProject: Record<string, DeployBoard | null>;
  /** view id → the view's board (null: not published). */
  deployBoardsByView: Record<string, DeployBoard | null>;
  /** deployBoardKey(target) → where its load stands. */
  deployBoardStatusByKey: Record<string, LoadStatus>;
  /** work item id → its votes (totals, the caller's, who voted). */
  votesByItem: Record<string, WorkItemVotes>;
  /** GET the target's board (project-deploy-boards/ or views/{id}/publish/). Never throws; a failure toasts. */
  loadDeployBoard(slug: string, target: DeployBoardTarget): Promise<DeployBoard | null | undefined>;
  /** Reads again the loaded boards of a project (its own and its views'), for live updates. Never throws. */
  reloadDeployBoards(slug: string, projectId: string): Promise<void>;
  /**
   * POST: publishes (waits for the server: the anchor is its). The project's or view's record gets the anchor.
   * Rethrows after the toast.
   */
  publishDeployBoard(slug: string, target: DeployBoardTarget, body: DeployBoardUpdate): Promise<DeployBoard>;
  /** Optimistic PATCH of the switches and layouts (view_props merged); rolls back, toasts and rethrows. */
  updateDeployBoard(slug: string, target: DeployBoardTarget, patch: DeployBoardUpdate): Promise<DeployBoard>;
  /** Optimistic DELETE: the board and the record's anchor go at once; rolled back, toasted and rethrown on failure. */
  unpublishDeployBoard(slug: string, target: DeployBoardTarget): Promise<void>;
  /** GET …/issues/{id}/votes/. Never throws; a failure is only logged (the votes line stays hidden). */
  loadWorkItemVotes(slug: string, projectId: string, itemId: string): Promise<WorkItemVotes | undefined>;
}

type Data = Pick<PublishingSlice, 'deployBoardsByProject' | 'deployBoardsByView' | 'deployBoardStatusByKey' | 'votesByItem'>;

/** The publishing slice's actions (all async): they load with the publish screens (publishing.actions.ts). */
export type PublishingActions = Omit<PublishingSlice, keyof Data>;

/** The publishing slice's data when the store starts or is reset. */
export function initialPublishingState(): Data {
  return { deployBoardsByProject: {}, deployBoardsByView: {}, deployBoardStatusByKey: {}, votesByItem: {} };
}

/** The key of a target ('project:<id>' or 'view:<id>'), also its mutate key after 'deploy_board:'. */
export function deployBoardKey(target: DeployBoardTarget): string {
  return target.kind === 'project' ? `project:${target.projectId}` : `view:${target.viewId}`;
}

/** The target's board as held (undefined: never loaded). */
export function boardOf(state: Pick<WebState, 'deployBoardsByProject' | 'deployBoardsByView'>, target: DeployBoardTarget): DeployBoard | null | undefined {
  return target.kind === 'project' ? state.deployBoardsByProject[target.projectId] : state.deployBoardsByView[target.viewId];
}

/** Whether a change would leave the board without a layout (the server refuses it: PUBLISH_TEXT.layoutRequired). */
export function leavesNoLayout(board: Pick<DeployBoard, 'view_props'>, patch: DeployBoardUpdate): boolean {
  const next = { ...board.view_props, ...patch.view_props };
  return !Object.values(next).some(Boolean);
}

/** Creates the publishing slice: its data now, its actions (all async) on their first call. */
export function createPublishingSlice(ctx: SliceContext): PublishingSlice {
  return {
    ...initialPublishingState(),
    ...lazyActions(ctx, 'publishing', () => import('./publishing.actions').then((m) => m.createPublishingActions), [
      'loadDeployBoard', 'reloadDeployBoards', 'publishDeployBoard', 'updateDeployBoard', 'unpublishDeployBoard', 'loadWorkItemVotes',
    ], { quiet: ['loadDeployBoard', 'reloadDeployBoards', 'loadWorkItemVotes'] }),
  };
}
