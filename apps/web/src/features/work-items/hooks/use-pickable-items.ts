import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectProject, selectWorkItemsOf, useAppStore, useStoreApi } from '@cairn/state';
import type { PickableItem } from '../components/WorkItemPickerModal';
import { workItemKey } from '../paths';

// Typing in a picker asks the server after this pause (one request per pause, not per key).
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Picker entries for a project's items (minus `exclude`), read from the server by `searchWorkItems` (most recently
 * updated first): `ensure()` when a picker opens (no search), `search(text)` as the user types (debounced; an answer
 * overtaken by a later one is dropped). A failed search toasts; the picker keeps what it showed.
 */
export function usePickableItems(slug: string, projectId: string, exclude: readonly string[] = []) {
  const storeApi = useStoreApi();
  const [ids, setIds] = useState<string[]>([]);
  const items = useAppStore((s) => selectWorkItemsOf(s, ids));
  const identifier = useAppStore((s) => selectProject(s, projectId)?.identifier);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const excluded = exclude.join(',');
  const pickable = useMemo<PickableItem[]>(() => {
    const skip = new Set(excluded.split(','));
    return items.filter((i) => !skip.has(i.id)).map((i) => ({ id: i.id, key: workItemKey(i.project_identifier ?? identifier, i.sequence_id), name: i.name }));
  }, [items, identifier, excluded]);
  const run = useCallback((text: string) => {
    if (!slug || !projectId) return;
    const mine = ++latest.current;
    storeApi.getState().searchWorkItems(slug, projectId, text).then((found) => {
      if (mine === latest.current) setIds(found);
    }, () => undefined);
  }, [storeApi, slug, projectId]);
  const ensure = useCallback(() => {
    clearTimeout(timer.current);
    run('');
  }, [run]);
  const search = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => run(text), SEARCH_DEBOUNCE_MS);
  }, [run]);
  return { pickable, ensure, search };
}
