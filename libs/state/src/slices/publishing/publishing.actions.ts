import { PUBLISH_TEXT, type DeployBoard, type DeployBoardUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { refuse } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate, pendingMutation } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { putProject } from '../projects/projects.slice';
import { putView } from '../views/views.slice';
import { boardOf, deployBoardKey, leavesNoLayout, type DeployBoardTarget, type PublishingActions } from './publishing.slice';

const mutateKey = (target: DeployBoardTarget) => `deploy_board:${deployBoardKey(target)}`;

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

/** Creates the publishing slice's actions (loaded with the publish screens through lazyActions; B8). */
export function createPublishingActions(ctx: SliceContext): PublishingActions {
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
