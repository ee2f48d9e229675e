import type { WorkItemServiceType, WorkItemUpdate } from '@cairn/types';
import type { SliceContext, WebStore } from '../../core/types';
import { changedFields, reverseOf, valuesOf, type UndoableValues } from './undo-fields';

/** One work item's part of an undoable change: the changed fields' values before and after (as the server confirmed). */
export interface UndoItemChange {
  itemId: string;
  projectId: string;
  before: UndoableValues;
  after: UndoableValues;
}

/** One undoable change: a single update (a drag, a property edit) or one bulk update. */
export interface UndoEntry {
  id: string;
  slug: string;
  type?: WorkItemServiceType;
  items: UndoItemChange[];
}

/** The changes kept for undo (this tab only; older ones are forgotten). */
export const UNDO_LIMIT = 20;

/** English texts of the undo toasts, with the i18n keys the app shows instead (namespace `undo`). */
export const UNDO_TEXT = {
  itemUpdated: { text: (identifier: string) => `${identifier} updated`, key: 'undo.item_updated' },
  workItemUpdated: { text: 'Work item updated', key: 'undo.work_item_updated' },
  itemsUpdated: { text: (count: number) => `${count} work items updated`, key: 'undo.items_updated' },
  action: { text: 'Undo', key: 'undo.action' },
  nothingToUndo: { text: 'Nothing to undo', key: 'undo.nothing_to_undo' },
} as const;

/** Undo of the user's own work-item property changes (the last UNDO_LIMIT, newest last). */
export interface UndoSlice {
  undoEntries: UndoEntry[];
  /**
   * Undoes one recorded change (default: the newest) through updateWorkItem — optimistic, confirmed by the server,
   * rolled back on failure (the entry is then kept). Only fields still holding the value this user set are reverted;
   * when none is left (item deleted, or changed since by someone else) a "Nothing to undo" toast. Answers whether a
   * change was sent; rethrows a failure after its rollback and toast.
   */
  undoWorkItemChange(entryId?: string): Promise<boolean>;
}

/** The undo slice's data when the store starts or is reset. */
export function initialUndoState(): Pick<UndoSlice, 'undoEntries'> {
  return { undoEntries: [] };
}

/** What a recorded change needs: where it happened, which items, what was sent, and whether to toast it. */
export interface UndoableChange {
  slug: string;
  projectId: string;
  itemIds: readonly string[];
  data: Partial<WorkItemUpdate>;
  type?: WorkItemServiceType;
  /** Show "… updated" with an Undo button (drags and bulk changes; Ctrl+Z works for every recorded change). */
  toast: boolean;
}

/**
 * Starts recording a work-item change: takes the changed fields' values now (before the optimistic change) and
 * answers the function to call once the server confirmed it, which records the entry (and its toast). Undefined when
 * the change touches no undoable field.
 */
export function beginUndoable({ store, deps }: SliceContext, change: UndoableChange): (() => void) | undefined {
  const fields = changedFields(change.data);
  if (fields.length === 0) return undefined;
  const byId = store.getState().workItemsById;
  const before = new Map(change.itemIds.flatMap((id) => (byId[id] ? [[id, valuesOf(byId[id], fields)] as const] : [])));
  return () => {
    const now = store.getState().workItemsById;
    const items: UndoItemChange[] = [];
    for (const [itemId, values] of before) {
      const item = now[itemId];
      if (item) items.push({ itemId, projectId: item.project_id || change.projectId, before: values, after: valuesOf(item, fields) });
    }
    if (items.length === 0) return;
    const entry: UndoEntry = { id: deps.newId(), slug: change.slug, type: change.type, items };
    store.setState((d) => {
      d.undoEntries.push(entry);
      if (d.undoEntries.length > UNDO_LIMIT) d.undoEntries.splice(0, d.undoEntries.length - UNDO_LIMIT);
    }, false, 'undo/record');
    if (change.toast) toastEntry(store, entry);
  };
}

function toastEntry(store: WebStore, entry: UndoEntry): void {
  const state = store.getState();
  const action = { label: UNDO_TEXT.action.text, label_key: UNDO_TEXT.action.key, run: () => void state.undoWorkItemChange(entry.id).catch(() => undefined) };
  if (entry.items.length > 1) {
    const count = entry.items.length;
    state.pushToast({ type: 'success', title: UNDO_TEXT.itemsUpdated.text(count), title_key: UNDO_TEXT.itemsUpdated.key, title_values: { count }, action });
    return;
  }
  const item = state.workItemsById[entry.items[0].itemId];
  const prefix = item?.project_identifier ?? state.projectsById[entry.items[0].projectId]?.identifier;
  if (item && prefix && item.sequence_id > 0) {
    const identifier = `${prefix}-${item.sequence_id}`;
    state.pushToast({ type: 'success', title: UNDO_TEXT.itemUpdated.text(identifier), title_key: UNDO_TEXT.itemUpdated.key, title_values: { identifier }, action });
  } else {
    state.pushToast({ type: 'success', title: UNDO_TEXT.workItemUpdated.text, title_key: UNDO_TEXT.workItemUpdated.key, action });
  }
}

/** Creates the undo slice. */
export function createUndoSlice({ store }: SliceContext): UndoSlice {
  const nothingToUndo = () => {
    store.getState().pushToast({ type: 'info', title: UNDO_TEXT.nothingToUndo.text, title_key: UNDO_TEXT.nothingToUndo.key });
    return false;
  };
  return {
    ...initialUndoState(),
    undoWorkItemChange: async (entryId) => {
      const entries = store.getState().undoEntries;
      const entry = entryId === undefined ? entries[entries.length - 1] : entries.find((e) => e.id === entryId);
      if (!entry) return nothingToUndo();
      store.setState((d) => {
        d.undoEntries = d.undoEntries.filter((e) => e.id !== entry.id);
      }, false, 'undo/take');
      const byId = store.getState().workItemsById;
      const reverses = entry.items.flatMap((change) => {
        const item = byId[change.itemId];
        const data = item ? reverseOf(item, change.before, change.after) : {};
        return Object.keys(data).length > 0 ? [{ change, data }] : [];
      });
      if (reverses.length === 0) return nothingToUndo();
      const results = await Promise.allSettled(reverses.map(({ change, data }) =>
        store.getState().updateWorkItem(entry.slug, change.projectId, change.itemId, data, { type: entry.type, undoable: false })));
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure) {
        // Rolled back and toasted by mutate; kept so the user can try again (fields already reverted are skipped then).
        store.setState((d) => {
          d.undoEntries.push(entry);
        }, false, 'undo/keep');
        throw failure.reason;
      }
      return true;
    },
  };
}
