import { ApiError } from '@cairn/services';
import { PUBLISH_DEFAULT_VIEW_PROPS, type StreamEvent } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { reloadsFor, runReload } from '../../live/live-events';
import { publishingFixtures as f } from './publishing.fixtures';
import { selectDeployBoard, selectDeployBoardStatus, selectWorkItemVotes } from './publishing.selectors';
import type { DeployBoardTarget } from './publishing.slice';

const P = fixtures.id(501);
const V = fixtures.id(8001);
const ITEM = fixtures.id(7001);
const project: DeployBoardTarget = { kind: 'project', projectId: P };
const view: DeployBoardTarget = { kind: 'view', projectId: P, viewId: V };

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

// A store holding project 1 (not published) and view V of it.
function storeWith(publishing: Record<string, jest.Mock>) {
  const made = makeStore({ publishing });
  made.store.setState((d) => {
    d.projectsById[P] = fixtures.projectLite(1);
    d.projectIdsBySlug['ws-1'] = [P];
    d.viewsById[V] = { id: V, project: P, anchor: null } as unknown as (typeof d.viewsById)[string];
  });
  return made;
}

describe('publishing slice: boards', () => {
  it('loads a project board (null when not published) and a view board', async () => {
    const { store } = storeWith({
      getProjectBoard: jest.fn().mockResolvedValue(null),
      getViewBoard: jest.fn().mockResolvedValue(f.board(2, { view_id: V, entity_name: 'view' })),
    });
    expect(selectDeployBoard(store.getState(), project)).toBeUndefined();
    await store.getState().loadDeployBoard('ws-1', project);
    await store.getState().loadDeployBoard('ws-1', view);
    expect(selectDeployBoard(store.getState(), project)).toBeNull();
    expect(selectDeployBoardStatus(store.getState(), project)).toBe('ready');
    expect(selectDeployBoard(store.getState(), view)?.id).toBe(f.id(2));
    expect(store.getState().viewsById[V]?.anchor).toBe(f.anchor(2));
  });

  it('publishes after the server and gives the project its anchor; a refusal toasts and rethrows', async () => {
    const publishProject = jest.fn()
      .mockRejectedValueOnce(new ApiError(409, { error: 'This is already published' }))
      .mockResolvedValueOnce(f.board(1));
    const { store } = storeWith({ publishProject });
    const body = { is_votes_enabled: true, view_props: { ...PUBLISH_DEFAULT_VIEW_PROPS } };
    await expect(store.getState().publishDeployBoard('ws-1', project, body)).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().toasts).toHaveLength(1);
    expect(store.getState().projectsById[P]?.anchor).toBeNull();
    const board = await store.getState().publishDeployBoard('ws-1', project, body);
    expect(publishProject).toHaveBeenLastCalledWith('ws-1', P, body);
    expect(board.anchor).toBe(f.anchor(1));
    expect(selectDeployBoard(store.getState(), project)?.id).toBe(f.id(1));
    expect(store.getState().projectsById[P]?.anchor).toBe(f.anchor(1));
  });

  it('publishes a view through the view path and the view record gets the anchor', async () => {
    const publishView = jest.fn().mockResolvedValue(f.board(2, { view_id: V, entity_name: 'view' }));
    const { store } = storeWith({ publishView });
    await store.getState().publishDeployBoard('ws-1', view, {});
    expect(publishView).toHaveBeenCalledWith('ws-1', P, V, {});
    expect(store.getState().viewsById[V]?.anchor).toBe(f.anchor(2));
    expect(store.getState().projectsById[P]?.anchor).toBeNull();
  });

  it('updates optimistically (layouts merged) and takes the server board', async () => {
    const answer = deferred<ReturnType<typeof f.board>>();
    const updateProjectBoard = jest.fn().mockReturnValue(answer.promise);
    const { store } = storeWith({ getProjectBoard: jest.fn().mockResolvedValue(f.board(1)), updateProjectBoard });
    await store.getState().loadDeployBoard('ws-1', project);
    const pending = store.getState().updateDeployBoard('ws-1', project, { is_intake_enabled: true, view_props: { calendar: true } });
    expect(selectDeployBoard(store.getState(), project)).toMatchObject({ is_intake_enabled: true, view_props: { list: true, kanban: true, calendar: true } });
    answer.resolve(f.board(1, { is_intake_enabled: true, view_props: { ...PUBLISH_DEFAULT_VIEW_PROPS, calendar: true }, updated_at: '2026-11-27T00:00:00.000Z' }));
    await pending;
    expect(updateProjectBoard).toHaveBeenCalledWith('ws-1', P, f.id(1), { is_intake_enabled: true, view_props: { calendar: true } });
    expect(selectDeployBoard(store.getState(), project)?.updated_at).toBe('2026-11-27T00:00:00.000Z');
  });

  it('rolls an update back on failure with a toast', async () => {
    const updateViewBoard = jest.fn().mockRejectedValue(new ApiError(500));
    const { store } = storeWith({ getViewBoard: jest.fn().mockResolvedValue(f.board(2, { view_id: V })), updateViewBoard });
    await store.getState().loadDeployBoard('ws-1', view);
    await expect(store.getState().updateDeployBoard('ws-1', view, { is_comments_enabled: false })).rejects.toBeInstanceOf(ApiError);
    expect(updateViewBoard).toHaveBeenCalledWith('ws-1', P, V, { is_comments_enabled: false });
    expect(selectDeployBoard(store.getState(), view)?.is_comments_enabled).toBe(true);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('refuses, without a call, a change that leaves no layout or a board that is not published', async () => {
    const updateProjectBoard = jest.fn();
    const { store } = storeWith({ getProjectBoard: jest.fn().mockResolvedValue(f.board(1)), updateProjectBoard });
    await expect(store.getState().updateDeployBoard('ws-1', project, { view_props: { list: false } })).rejects.toThrow('This board is not published');
    await store.getState().loadDeployBoard('ws-1', project);
    await expect(store.getState().updateDeployBoard('ws-1', project, { view_props: { list: false, kanban: false } })).rejects.toThrow('Choose at least one layout');
    expect(updateProjectBoard).not.toHaveBeenCalled();
  });

  it('unpublishes optimistically (board and anchor gone at once) and rolls back on failure', async () => {
    const answer = deferred<void>();
    const unpublishProject = jest.fn().mockReturnValueOnce(answer.promise).mockRejectedValueOnce(new ApiError(500));
    const getProjectBoard = jest.fn().mockResolvedValue(f.board(1));
    const { store } = storeWith({ getProjectBoard, unpublishProject });
    await store.getState().loadDeployBoard('ws-1', project);
    expect(store.getState().projectsById[P]?.anchor).toBe(f.anchor(1));
    const pending = store.getState().unpublishDeployBoard('ws-1', project);
    expect(selectDeployBoard(store.getState(), project)).toBeNull();
    expect(store.getState().projectsById[P]?.anchor).toBeNull();
    answer.resolve();
    await pending;
    expect(unpublishProject).toHaveBeenCalledWith('ws-1', P, f.id(1));
    expect(selectDeployBoard(store.getState(), project)).toBeNull();

    await store.getState().loadDeployBoard('ws-1', project);
    await expect(store.getState().unpublishDeployBoard('ws-1', project)).rejects.toBeInstanceOf(ApiError);
    expect(selectDeployBoard(store.getState(), project)?.id).toBe(f.id(1));
    expect(store.getState().projectsById[P]?.anchor).toBe(f.anchor(1));
    expect(store.getState().toasts).toHaveLength(1);
  });
});

describe('publishing slice: votes and live updates', () => {
  const event = (over: Partial<StreamEvent>): StreamEvent => ({
    workspace_id: fixtures.id(101), version: 1, project_id: P, entity_type: 'vote', entity_id: fixtures.id(9999), work_item_id: ITEM,
    action: 'created', changes: {}, actor_id: null, created_at: '2026-11-26T10:00:00.000Z', ...over,
  });

  it('loads the votes of an item; a failure is only logged', async () => {
    const votes = jest.fn().mockResolvedValueOnce(f.votes(3, 1)).mockRejectedValueOnce(new ApiError(500));
    const { store, onError } = storeWith({ votes });
    await store.getState().loadWorkItemVotes('ws-1', P, ITEM);
    expect(selectWorkItemVotes(store.getState(), ITEM)).toMatchObject({ up: 3, down: 1 });
    await store.getState().loadWorkItemVotes('ws-1', P, ITEM);
    expect(store.getState().toasts).toHaveLength(0);
    expect(onError).toHaveBeenCalled();
  });

  it("a 'vote' event reads the item's votes again only when loaded", async () => {
    const votes = jest.fn().mockResolvedValueOnce(f.votes(1, 0)).mockResolvedValueOnce(f.votes(2, 0));
    const { store } = storeWith({ votes });
    expect(reloadsFor(store.getState(), event({}))).not.toContainEqual(expect.objectContaining({ kind: 'votes' }));
    await store.getState().loadWorkItemVotes('ws-1', P, ITEM);
    const reloads = reloadsFor(store.getState(), event({}));
    expect(reloads).toContainEqual({ kind: 'votes', projectId: P, itemId: ITEM });
    await runReload(store.getState(), 'ws-1', { kind: 'votes', projectId: P, itemId: ITEM });
    expect(selectWorkItemVotes(store.getState(), ITEM)?.up).toBe(2);
  });

  it("a 'deploy_board' event reads the project's loaded boards again (its own and its views')", async () => {
    const getProjectBoard = jest.fn().mockResolvedValueOnce(f.board(1)).mockResolvedValueOnce(null);
    const getViewBoard = jest.fn().mockResolvedValue(null);
    const { store } = storeWith({ getProjectBoard, getViewBoard });
    const boardEvent = event({ entity_type: 'deploy_board', entity_id: f.id(1), work_item_id: null, action: 'deleted' });
    expect(reloadsFor(store.getState(), boardEvent)).not.toContainEqual({ kind: 'deployBoards', projectId: P });
    await store.getState().loadDeployBoard('ws-1', project);
    await store.getState().loadDeployBoard('ws-1', view);
    expect(reloadsFor(store.getState(), boardEvent)).toContainEqual({ kind: 'deployBoards', projectId: P });
    await runReload(store.getState(), 'ws-1', { kind: 'deployBoards', projectId: P });
    expect(getProjectBoard).toHaveBeenCalledTimes(2);
    expect(getViewBoard).toHaveBeenCalledTimes(2);
    expect(selectDeployBoard(store.getState(), project)).toBeNull();
    expect(store.getState().projectsById[P]?.anchor).toBeNull();
  });
});
