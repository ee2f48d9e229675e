import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

const EMPTY: ReadonlySet<string> = new Set();

/** The selection a list view hands to the layouts that offer it (list, spreadsheet). */
export interface BulkSelection {
  selectedIds: ReadonlySet<string>;
  /** Toggles one item; `range` (Shift) sets every item between the last toggled one and this one to this one's new state. */
  onToggle: (id: string, range: boolean) => void;
  /** Selects every loaded item, or clears when all of them already are. */
  onToggleAll: () => void;
  allSelected: boolean;
}

/** What useBulkSelection returns: the layouts' part plus clearing. */
export interface BulkSelectionState extends BulkSelection {
  clear: () => void;
}

/** The ids of `set` that are in `ids`, the same set when nothing drops out. */
function keepOnly(set: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  if (set.size === 0) return set;
  const present = new Set(ids);
  let dropped = false;
  for (const id of set) if (!present.has(id)) dropped = true;
  return dropped ? new Set([...set].filter((id) => present.has(id))) : set;
}

/**
 * The bulk selection of one list view (local state, not the store): a set of ids in the list's display order `ids`
 * (the loaded items). Cleared when `contextKey` changes; ids that leave the list drop out.
 */
export function useBulkSelection(ids: readonly string[], contextKey: string): BulkSelectionState {
  const [state, setState] = useState<{ key: string; selected: ReadonlySet<string>; anchor: string | null }>(() => ({ key: contextKey, selected: EMPTY, anchor: null }));
  // Adjusting state while rendering (React's pattern for state derived from props): a new context or vanished ids.
  let current = state;
  if (state.key !== contextKey) current = { key: contextKey, selected: EMPTY, anchor: null };
  else {
    const kept = keepOnly(state.selected, ids);
    if (kept !== state.selected) current = { ...state, selected: kept };
  }
  if (current !== state) setState(current);

  const order = useRef(ids);
  useLayoutEffect(() => {
    order.current = ids;
  });

  const onToggle = useCallback((id: string, range: boolean) => {
    setState((prev) => {
      const next = new Set(prev.selected);
      const on = !prev.selected.has(id);
      const list = order.current;
      const from = range && prev.anchor ? list.indexOf(prev.anchor) : -1;
      const to = list.indexOf(id);
      if (from >= 0 && to >= 0) {
        for (let i = Math.min(from, to); i <= Math.max(from, to); i += 1) {
          if (on) next.add(list[i]);
          else next.delete(list[i]);
        }
      } else if (on) next.add(id);
      else next.delete(id);
      return { ...prev, selected: next, anchor: id };
    });
  }, []);

  const allSelected = ids.length > 0 && current.selected.size === ids.length;
  const onToggleAll = useCallback(() => {
    setState((prev) => {
      const list = order.current;
      const all = list.length > 0 && list.every((id) => prev.selected.has(id));
      return { ...prev, selected: all ? EMPTY : new Set(list), anchor: null };
    });
  }, []);
  const clear = useCallback(() => setState((prev) => ({ ...prev, selected: EMPTY, anchor: null })), []);

  return useMemo(
    () => ({ selectedIds: current.selected, onToggle, onToggleAll, allSelected, clear }),
    [current.selected, onToggle, onToggleAll, allSelected, clear],
  );
}
