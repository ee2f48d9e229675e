import type { StreamEvent } from '@cairn/types';
import { pendingMutation } from '../core/mutate';
import type { StoreDeps, WebState, WebStore } from '../core/types';
import { workItemKey } from '../slices/work-items/work-item-records';
import { applyConfirmedWorkItem } from './live-apply';
import { confirmedCacheWrites } from '../slices/local-cache/local-cache-writes';
import { syncItemInLists } from '../slices/work-item-lists/list-placement';
import { remove } from '../slices/work-items/work-item-changes';
import { contextFromKey } from '../slices/work-item-lists/list-context';
import { hasModulesOf } from '../slices/modules/modules.selectors';
import { hasCyclesOf } from '../slices/cycles/cycles.selectors';
import { applyViewEvent } from '../slices/views/views.live';
import { applyPageEvent } from '../slices/pages/pages.live';

// The stream's event processing: loaded by the live slice on the first event (a lazy chunk: it is not part of the
// list route's start-up JavaScript, B8).

/** Drops a deleted item everywhere (record, lists, parent, local cache). */
export function applyDeletedWorkItem(store: WebStore, deps: StoreDeps, slug: string, itemId: string): void {
  store.setState((d) => {
    remove(d, itemId);
    syncItemInLists(d, itemId);
  }, false, 'live/workItemDeleted');
  confirmedCacheWrites(deps, store).removed(slug, [itemId]);
}

/** What a stream event asks the store to read again (the parts it holds), by entity. */
export type LiveReload =
  | { kind: 'activity' | 'comments' | 'reactions' | 'links' | 'attachments' | 'relations' | 'subIssues' | 'timeLogs' | 'votes'; projectId: string; itemId: string }
  | { kind: 'states' | 'labels' | 'estimates' | 'project' | 'projectMembers' | 'timeSummaries'; projectId: string }
  | { kind: 'modules'; projectId: string }
  | { kind: 'cycles'; projectId: string }
  | { kind: 'intake'; projectId: string }
  | { kind: 'deployBoards'; projectId: string }
  | { kind: 'projects' | 'members' | 'workspaces' | 'drafts' | 'teamspaces' };

// Fields of an intake request's triage as work-item events carry them.
const INTAKE_FIELDS = ['intake', 'is_intake', 'snoozed_till', 'duplicate_to'];

// Whether any intake list of the project is loaded.
function hasIntakeOf(state: WebState, projectId: string): boolean {
  return Object.values(state.intakeLists).some((list) => list.projectId === projectId);
}

// Whether a board of the project (its own or one of its views') is loaded.
function hasBoardsOf(state: WebState, projectId: string): boolean {
  if (state.deployBoardsByProject[projectId] !== undefined) return true;
  return Object.entries(state.deployBoardsByView).some(([viewId, board]) => (board?.project_id ?? state.viewsById[viewId]?.project) === projectId);
}

/** The reads an event makes stale, limited to what the store has loaded (nothing never loaded is fetched). */
export function reloadsFor(state: WebState, event: StreamEvent): LiveReload[] {
  const out: LiveReload[] = [];
  const projectId = event.project_id;
  const itemId = event.work_item_id;
  if (projectId && itemId) {
    const item = (kind: 'activity' | 'comments' | 'reactions' | 'links' | 'attachments' | 'relations' | 'subIssues' | 'timeLogs' | 'votes', loaded: unknown) => {
      if (loaded !== undefined) out.push({ kind, projectId, itemId });
    };
    // A time log writes no activity row (modules/time-logs): nothing in the history to read again.
    if (event.entity_type !== 'time_log') item('activity', state.activityByItem[itemId]);
    if (event.entity_type === 'comment') item('comments', state.commentIdsByItem[itemId]);
    if (event.entity_type === 'reaction') {
      item('reactions', state.workItemReactionsByItem[itemId]);
      item('comments', state.commentIdsByItem[itemId]);
    }
    if (event.entity_type === 'link') item('links', state.linkIdsByItem[itemId]);
    if (event.entity_type === 'attachment') item('attachments', state.attachmentIdsByItem[itemId]);
    if (event.entity_type === 'relation') item('relations', state.relationsByItem[itemId]);
    if (event.entity_type === 'time_log') item('timeLogs', state.timeTotalsByItem[itemId]);
    // Publishing (issue 20): a vote cast from a public board — the item's loaded votes read again.
    if (event.entity_type === 'vote') item('votes', state.votesByItem[itemId]);
  }
  if (projectId) {
    const project = (kind: 'states' | 'labels' | 'estimates' | 'project' | 'projectMembers' | 'timeSummaries', loaded: unknown) => {
      if (loaded !== undefined) out.push({ kind, projectId });
    };
    if (event.entity_type === 'state') project('states', state.stateIdsByProject[projectId]);
    if (event.entity_type === 'label') project('labels', state.labelIdsByProject[projectId]);
    if (event.entity_type === 'estimate') project('estimates', state.estimateIdsByProject[projectId]);
    if (event.entity_type === 'project') project('project', state.projectsById[projectId]);
    if (event.entity_type === 'project_member') project('projectMembers', state.projectMemberIdsByProject[projectId]);
    if (event.entity_type === 'time_log') project('timeSummaries', Object.values(state.timeSummaries).find((s) => s.projectId === projectId));
    // A module, or an item joining / leaving one (or changing state inside one): its counts and burndown moved.
    const moduleItem = event.entity_type === 'work_item' && ('module_ids' in event.changes || (event.work_item?.module_ids.length ?? 0) > 0);
    if ((event.entity_type === 'module' || moduleItem) && hasModulesOf(state, projectId)) out.push({ kind: 'modules', projectId });
    // A cycle, or an item joining / leaving one (or changing inside one): its counts and burndown moved.
    const counted = ['cycle_id', 'state_id', 'estimate_point', 'archived_at', 'is_draft'].some((field) => field in event.changes);
    const cycleItem = event.entity_type === 'work_item' && (counted || event.action !== 'updated') && Boolean(event.work_item?.cycle_id || 'cycle_id' in event.changes);
    if ((event.entity_type === 'cycle' || cycleItem) && hasCyclesOf(state, projectId)) out.push({ kind: 'cycles', projectId });
    // Intake (issue 14): a request sent, triaged or edited — the project's loaded intake lists read again.
    // A request's own events carry no item row (requests are in no list); its triage changes the `intake` field.
    const intakeItem = event.entity_type === 'work_item' && (INTAKE_FIELDS.some((field) => field in event.changes) || (event.action !== 'deleted' && !event.work_item));
    if (intakeItem && hasIntakeOf(state, projectId)) out.push({ kind: 'intake', projectId });
    // Publishing (issue 20): a board published, changed or unpublished — the project's loaded boards read again.
    if (event.entity_type === 'deploy_board' && hasBoardsOf(state, projectId)) out.push({ kind: 'deployBoards', projectId });
  }
  if (event.entity_type === 'teamspace') out.push({ kind: 'teamspaces' });
  if (event.entity_type === 'project' && (event.action === 'created' || event.action === 'deleted')) out.push({ kind: 'projects' });
  if (event.entity_type === 'member') out.push({ kind: 'members' });
  if (event.entity_type === 'workspace') out.push({ kind: 'workspaces' });
  if (event.entity_type === 'draft') out.push({ kind: 'drafts' });
  return out;
}

/** A stable key for a reload (reloads with the same key coalesce). */
export function reloadKey(reload: LiveReload): string {
  return [reload.kind, 'projectId' in reload ? reload.projectId : '', 'itemId' in reload ? reload.itemId : ''].join(':');
}

/** Runs one reload through the store's usual loads (their own failures are reported there; swallowed here). */
export function runReload(state: WebState, slug: string, reload: LiveReload): Promise<unknown> {
  const swallow = (p: Promise<unknown> | undefined) => (p ?? Promise.resolve()).catch(() => undefined);
  switch (reload.kind) {
    case 'activity': return swallow(state.reloadWorkItemActivity(slug, reload.projectId, reload.itemId));
    case 'comments': return swallow(state.loadComments(slug, reload.projectId, reload.itemId));
    case 'reactions': return swallow(state.loadWorkItemReactions(slug, reload.projectId, reload.itemId));
    case 'links': return swallow(state.loadWorkItemLinks(slug, reload.projectId, reload.itemId));
    case 'attachments': return swallow(state.loadWorkItemAttachments(slug, reload.projectId, reload.itemId));
    case 'relations': return swallow(state.loadWorkItemRelations(slug, reload.projectId, reload.itemId));
    case 'subIssues': return swallow(state.loadSubIssues(slug, reload.projectId, reload.itemId));
    case 'timeLogs': return swallow(state.loadWorkItemTime(slug, reload.projectId, reload.itemId));
    case 'timeSummaries': return swallow(state.reloadTimeSummaries(slug, reload.projectId));
    case 'states': return swallow(state.loadProjectStates(slug, reload.projectId));
    case 'labels': return swallow(state.loadProjectLabels(slug, reload.projectId));
    case 'estimates': return swallow(state.loadProjectEstimates(slug, reload.projectId));
    case 'project': return swallow(state.loadProject(slug, reload.projectId));
    case 'projectMembers': return swallow(state.loadProjectMembers(slug, reload.projectId));
    case 'modules': return swallow(state.reloadProjectModules(slug, reload.projectId));
    case 'cycles': return swallow(state.reloadProjectCycles(slug, reload.projectId));
    case 'intake': return swallow(state.reloadProjectIntake(slug, reload.projectId));
    case 'votes': return swallow(state.loadWorkItemVotes(slug, reload.projectId, reload.itemId));
    case 'deployBoards': return swallow(state.reloadDeployBoards(slug, reload.projectId));
    case 'teamspaces': return swallow(state.teamspaceIdsBySlug[slug] ? state.loadTeamspaces(slug) : undefined);
    case 'projects': return swallow(state.loadProjects(slug));
    case 'members': return swallow(state.workspaceMemberIdsBySlug[slug] ? state.loadWorkspaceMembers(slug) : undefined);
    case 'workspaces': return swallow(state.loadMyWorkspaces());
    case 'drafts': return swallow(state.workspaceDraftIdsBySlug[slug] ? state.loadWorkspaceDrafts(slug) : undefined);
  }
}

// Work-item rows arrive with these entities (the item's own fields or a count such as link_count).
const ROW_ENTITIES = new Set(['work_item', 'link', 'attachment']);

/** Applies stream events and resyncs for one store. */
export interface LiveEventRunner {
  /** One event (the caller orders them and drops versions already applied). */
  apply(slug: string, event: StreamEvent): Promise<void>;
  /** Every loaded list of the slug and every open item's activity read again (the missed events are gone). */
  resync(slug: string): Promise<void>;
}

/** Creates the runner: the one apply path for rows, and coalesced re-reads of what events make stale. */
export function createLiveEventRunner(store: WebStore, deps: StoreDeps): LiveEventRunner {
  // A part being read again: asked once more after it answers when another event made it stale meanwhile.
  const reloading = new Map<string, { again: boolean }>();
  const reload = (slug: string, part: LiveReload) => {
    const key = `${slug}:${reloadKey(part)}`;
    const running = reloading.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const entry = { again: false };
    reloading.set(key, entry);
    const once = (): Promise<void> => runReload(store.getState(), slug, part).then(() => {
      if (!entry.again) return;
      entry.again = false;
      return once();
    });
    void once().finally(() => reloading.delete(key));
  };
  return {
    apply: async (slug, event) => {
      const itemId = event.work_item_id;
      // A change reported while one's own write of the item is queued lands after that write settles (never between
      // the optimistic change and its answer); the version check keeps an older row from undoing a newer answer.
      const queued = itemId ? pendingMutation(store, workItemKey(itemId)) : undefined;
      if (queued) await queued.catch(() => undefined);
      const fromOthers = event.actor_id !== store.getState().currentUser?.id;
      if (event.entity_type === 'work_item' && event.action === 'deleted' && itemId) applyDeletedWorkItem(store, deps, slug, itemId);
      else if (event.work_item && ROW_ENTITIES.has(event.entity_type)) {
        applyConfirmedWorkItem(store, deps, slug, event.work_item, { fromOthers, sameVersionToo: event.entity_type !== 'work_item' });
      }
      for (const part of reloadsFor(store.getState(), event)) reload(slug, part);
      // Saved views (issue 14): a delete drops the view; other changes read the held view and loaded view lists again.
      if (event.entity_type === 'view') void applyViewEvent(store.getState(), slug, event).catch(() => undefined);
      if (event.entity_type === 'page') void applyPageEvent(store.getState(), slug, event).catch(() => undefined);
      if (event.entity_type === 'notification') store.getState().refreshNotificationsSoon(slug);
    },
    resync: async (slug) => {
      const s = store.getState();
      // Every loaded list of the slug, asked again (its search and window kept).
      const lists = Promise.all(Object.keys(s.workItemLists).filter((key) => s.listSlugByKey[key] === slug).map((key) => {
        const ctx = contextFromKey(key);
        return ctx ? s.loadWorkItemList(slug, ctx).catch(() => undefined) : undefined;
      }));
      for (const itemId of Object.keys(s.activityByItem)) {
        const item = s.workItemsById[itemId];
        if (!item) continue;
        reload(slug, { kind: 'activity', projectId: item.project_id, itemId });
        void s.loadWorkItem(slug, item.project_id, itemId).catch(() => undefined);
      }
      await lists;
    },
  };
}
