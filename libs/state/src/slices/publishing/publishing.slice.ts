import { PUBLISH_TEXT, type DeployBoard, type DeployBoardUpdate, type WorkItemVotes } from '@cairn/types';
import type { Draft } from 'immer';
import { refuse } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate, pendingMutation } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import { putProject } from '../projects/projects.slice';
import { putView } from '../views/views.slice';

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

/** The publishing slice's data when the store starts or is reset. */
export function initialPublishingState(): Data {
  return { deployBoardsByProject: {}, deployBoardsByView: {}, deployBoardStatusByKey: {}, votesByItem: {} };
}

/** The key of a target ('project:<id>' or 'view:<id>'), also its mutate key after 'deploy_board:'. */
export function deployBoardKey(target: DeployBoardTarget): string {
  return target.kind === 'project' ? `project:${target.projectId}` : `view:${target.viewId}`;
}

const mutateKey = (target: DeployBoardTarget) => `deploy_board:${deployBoardKey(target)}`;

/** The target's board as held (undefined: never loaded). */
export function boardOf(state: Pick<WebState, 'deployBoardsByProject' | 'deployBoardsByView'>, target: DeployBoardTarget): DeployBoard | null | undefined {
  return target.kind === 'project' ? state.deployBoardsByProject[target.projectId] : state.deployBoardsByView[target.viewId];
}

function putBoard(d: Draft<WebState>, target: DeployBoardTarget, board: DeployBoard | null): void {
  if (target.kind === 'project') d.deployBoardsByProject[target.projectId] = board;
  else d.deployBoardsByView[target.viewId] = board;
}

// The project's or view's record carries the anchor (null = not published); the change goes through the records' own
// put functions, as the server's 'project' / 'view' events (which also carry it) do.
function putAnchor(d: Draft<WebState>, slug: string, target: DeployBoardTarget, anchor: string | null): void {
  if (target.kind === 'project') {
    const project = d.projectsById[target.projectId];
    if (project && project.anchor !== anchor) putProject(d, slug, { ...project, anchor });
    return;
  }
  const view = d.viewsById[target.viewId];
  if (view && view.anchor !== anchor) putView(d, { ...view, anchor });
}

// Switches and layouts as PATCH changes them: view_props merge over the current ones.
function applyPatch(board: Draft<DeployBoard>, patch: DeployBoardUpdate): void {
  const { view_props: props, ...switches } = patch;
  for (const [key, value] of Object.entries(switches)) {
    if (value !== undefined) (board as unknown as Record<string, unknown>)[key] = value;
  }
  if (props) {
    for (const [key, value] of Object.entries(props)) {
      if (value !== undefined) board.view_props[key as keyof DeployBoard['view_props']] = value;
    }
  }
}

/** Whether a change would leave the board without a layout (the server refuses it: PUBLISH_TEXT.layoutRequired). */
export function leavesNoLayout(board: Pick<DeployBoard, 'view_props'>, patch: DeployBoardUpdate): boolean {
  const next = { ...board.view_props, ...patch.view_props };
  return !Object.values(next).some(Boolean);
}

/** Creates the publishing slice. */
export function createPublishingSlice(ctx: SliceContext): PublishingSlice {
  const { store } = ctx;
  const { publishing } = ctx.deps.services;
  const logError = (error: unknown) => store.getState().logError(error);

  const read = (slug: string, target: DeployBoardTarget) =>
    target.kind === 'project' ? publishing.getProjectBoard(slug, target.projectId) : publishing.getViewBoard(slug, target.projectId, target.viewId);

  const loadBoard = (slug: string, target: DeployBoardTarget) => {
    const key = deployBoardKey(target);
    return load(store, {
      action: 'publishing/loadDeployBoard',
      call: () => read(slug, target),
      start: (d) => {
        if (d.deployBoardStatusByKey[key] !== 'ready') d.deployBoardStatusByKey[key] = 'loading';
      },
      done: (d, board) => {
        d.deployBoardStatusByKey[key] = 'ready';
        // An answer landing while the board's own write is queued leaves it to that write (its answer or rollback).
        if (pendingMutation(store, mutateKey(target))) return;
        putBoard(d, target, board ?? null);
        putAnchor(d, slug, target, board?.anchor ?? null);
      },
      failed: (d) => {
        if (d.deployBoardStatusByKey[key] !== 'ready') d.deployBoardStatusByKey[key] = 'error';
      },
    });
  };

  return {
    ...initialPublishingState(),
    loadDeployBoard: loadBoard,
    reloadDeployBoards: async (slug, projectId) => {
      const s = store.getState();
      const targets: DeployBoardTarget[] = [];
      if (s.deployBoardsByProject[projectId] !== undefined) targets.push({ kind: 'project', projectId });
      for (const [viewId, board] of Object.entries(s.deployBoardsByView)) {
        if ((board?.project_id ?? s.viewsById[viewId]?.project) === projectId) targets.push({ kind: 'view', projectId, viewId });
      }
      await Promise.all(targets.map((target) => loadBoard(slug, target)));
    },
    publishDeployBoard: async (slug, target, body) => {
      let board: DeployBoard;
      try {
        board = target.kind === 'project'
          ? await publishing.publishProject(slug, target.projectId, body)
          : await publishing.publishView(slug, target.projectId, target.viewId, body);
      } catch (error) {
        store.getState().reportError(error);
        throw error;
      }
      store.setState((d) => {
        putBoard(d, target, board);
        d.deployBoardStatusByKey[deployBoardKey(target)] = 'ready';
        putAnchor(d, slug, target, board.anchor);
      }, false, 'publishing/publishDeployBoard');
      return board;
    },
    updateDeployBoard: (slug, target, patch) => {
      const board = boardOf(store.getState(), target);
      if (!board) return refuse(store, PUBLISH_TEXT.notPublished);
      if (leavesNoLayout(board, patch)) return refuse(store, PUBLISH_TEXT.layoutRequired);
      return mutate(store, {
        key: mutateKey(target),
        apply: (d) => {
          const held = boardOf(d, target);
          if (held) applyPatch(held, patch);
        },
        call: () => target.kind === 'project'
          ? publishing.updateProjectBoard(slug, target.projectId, board.id, patch)
          : publishing.updateViewBoard(slug, target.projectId, target.viewId, patch),
        commit: (d, answer) => {
          if (boardOf(d, target)) putBoard(d, target, answer);
        },
      });
    },
    unpublishDeployBoard: async (slug, target) => {
      const board = boardOf(store.getState(), target);
      if (!board) return refuse(store, PUBLISH_TEXT.notPublished);
      await mutate(store, {
        key: mutateKey(target),
        apply: (d) => {
          putBoard(d, target, null);
          putAnchor(d, slug, target, null);
        },
        call: () => target.kind === 'project'
          ? publishing.unpublishProject(slug, target.projectId, board.id)
          : publishing.unpublishView(slug, target.projectId, target.viewId),
      });
    },
    loadWorkItemVotes: (slug, projectId, itemId) => load(store, {
      action: 'publishing/loadWorkItemVotes',
      call: () => publishing.votes(slug, projectId, itemId),
      done: (d, votes) => {
        d.votesByItem[itemId] = votes;
      },
      report: logError,
    }),
  };
}
