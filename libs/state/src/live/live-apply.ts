import type { WorkItem } from '@cairn/types';
import type { Draft } from 'immer';
import type { StoreDeps, WebState, WebStore } from '../core/types';
import { applyChange, archive, unarchive } from '../slices/work-items/work-item-changes';
import { refileSubIssue } from '../slices/sub-issues/sub-issue-refile';
import { putWorkItem } from '../slices/work-items/work-item-records';
import { syncItemInLists } from '../slices/work-item-lists/list-placement';
import { confirmedCacheWrites } from '../slices/local-cache/local-cache-writes';
import { pendingMutation } from '../core/mutate';
import { workItemKey } from '../slices/work-items/work-item-records';

/** Who reported a confirmed work-item row: the server's answer to one's own write, or the live stream (anyone's). */
export interface ConfirmedWorkItemSource {
  /** Someone else's change: the item also leaves loaded lists whose filters it no longer matches. */
  fromOthers: boolean;
  /**
   * A row with the updated_at the store already holds is that version (one's own write echoed by the stream): skipped.
   * Changes that leave updated_at alone (a link or attachment count) pass `sameVersionToo`.
   */
  sameVersionToo?: boolean;
}

// The fields a stream row carries for every reader; per-user fields (is_subscribed) are kept as the store holds them.
type StreamRow = Omit<WorkItem, 'is_subscribed'>;

/** How `row` compares with the version the store holds (by updated_at): none held, older, the same, or newer. */
function versionAgainstHeld(held: { updated_at: string } | undefined, row: { updated_at: string }): 'none' | 'older' | 'same' | 'newer' {
  if (!held) return 'none';
  const a = Date.parse(held.updated_at);
  const b = Date.parse(row.updated_at);
  return b < a ? 'older' : b === a ? 'same' : 'newer';
}

/**
 * Puts a confirmed version of an item into the record, its parent's sub-items and counts, and every loaded list's
 * groups (immer draft; the lists' entry and filters are `enterWorkItemInLists`' part).
 * Answers false when the store holds a newer version (nothing changed).
 */
export function putConfirmedWorkItem(d: Draft<WebState>, row: StreamRow, sameVersionToo = true): boolean {
  const held = d.workItemsById[row.id];
  const version = versionAgainstHeld(held, row);
  if (version === 'older' || (version === 'same' && !sameVersionToo)) return false;
  if (!held) {
    putWorkItem(d, { ...row, is_subscribed: false } as WorkItem);
    refileSubIssue(d, row.id, { parent_id: null, group: row.state__group }, { parent_id: row.parent_id, group: row.state__group });
  } else {
    const wasArchived = !!held.archived_at;
    const { archived_at, ...fields } = row;
    applyChange(d, held, fields);
    if (archived_at && !wasArchived) archive(d, row.id, archived_at);
    else if (!archived_at && wasArchived) unarchive(d, row.id);
    else held.archived_at = archived_at;
  }
  syncItemInLists(d, row.id);
  return true;
}

/**
 * THE apply function for a confirmed work item (the server's answer to a write made here, or a change the live stream
 * reported): the record, sub-items, counts and loaded lists (entering where it now belongs, leaving the ones whose
 * filters it no longer matches when someone else changed it), the local cache, and the item's activity feed.
 */
export function applyConfirmedWorkItem(store: WebStore, deps: StoreDeps, slug: string, row: StreamRow | WorkItem, source: ConfirmedWorkItemSource): void {
  const cacheRow = (): WorkItem => ('is_subscribed' in row ? row : { ...row, is_subscribed: store.getState().workItemsById[row.id]?.is_subscribed ?? false });
  // A later write of this item is still on its way: its optimistic state stays on screen (its own answer settles it);
  // the server's row still goes to the cache.
  if (pendingMutation(store, workItemKey(row.id))) {
    confirmedCacheWrites(deps, store).saved(slug, [cacheRow()]);
    return;
  }
  let applied = false;
  store.setState((d) => {
    applied = putConfirmedWorkItem(d, row, source.sameVersionToo ?? false);
  }, false, 'live/workItem');
  if (!applied) return;
  store.getState().enterWorkItemInLists(slug, row.id, { leaveUnmatched: source.fromOthers });
  confirmedCacheWrites(deps, store).saved(slug, [cacheRow()]);
}
