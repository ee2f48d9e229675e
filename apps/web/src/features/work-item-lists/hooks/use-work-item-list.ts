import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListUserProperties, ListUserPropertiesUpdate } from '@cairn/types';
import {
  isFlatLayout, listContextKey, selectListProperties, selectWorkItemList, takeBootListProperties, useAppStore, useStoreApi, type ListContext, type ListWindow,
} from '@cairn/state';

/** What of a list's settings decides its query (a change after a re-read means reloading). */
const querySettings = (p: ListUserProperties) => JSON.stringify([p.filters, p.display_filters]);

// Only the calendar loads by the days it shows; the gantt pages through every item (bars may span any window).
const usesWindow = (layout: string | undefined) => layout === 'calendar';

/**
 * The loaded list of a context and what changes it: loads the stored settings first (the first page needs them), then
 * the first page — except for the calendar, whose first load waits for the window it shows. Settings the store
 * already holds (the list was open before) are used at once and re-read alongside — unless this page load's boot
 * payload delivered them (takeBootListProperties). Store loads
 * toast their own failures; here they are awaited and swallowed.
 */
export function useWorkItemList(slug: string, ctx: ListContext) {
  const storeApi = useStoreApi();
  const key = listContextKey(ctx);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const properties = useAppStore((s) => selectListProperties(s, key));
  const list = useAppStore((s) => selectWorkItemList(s, key));
  const [ready, setReady] = useState(false);
  const [search, setSearchText] = useState('');
  const searchRef = useRef('');

  useEffect(() => {
    let live = true;
    setReady(false);
    setSearchText('');
    searchRef.current = '';
    const load = () => {
      const layout = selectListProperties(storeApi.getState(), key).display_filters.layout;
      return usesWindow(layout) ? undefined : storeApi.getState().loadWorkItemList(slug, ctxRef.current, { search: '' }).catch(() => undefined);
    };
    const run = async () => {
      const known = storeApi.getState().listPropertiesByKey[key] !== undefined;
      if (!known) {
        await storeApi.getState().loadListProperties(slug, ctxRef.current).catch(() => undefined);
        if (!live) return;
        setReady(true);
        await load();
        return;
      }
      // Delivered by this page load's boot payload: as fresh as the page, so not read again.
      if (takeBootListProperties(storeApi, key)) {
        setReady(true);
        await load();
        return;
      }
      // Seen before in this session: the list loads at once with the settings the store has (no round trip before
      // the first rows — with the local cache on, none at all), while they are read again; a change reloads it.
      setReady(true);
      const before = querySettings(selectListProperties(storeApi.getState(), key));
      const first = load();
      await storeApi.getState().loadListProperties(slug, ctxRef.current).catch(() => undefined);
      if (!live) return;
      if (querySettings(selectListProperties(storeApi.getState(), key)) !== before) await load();
      else await first;
    };
    void run();
    return () => {
      live = false;
    };
  }, [storeApi, slug, key]);

  const update = useCallback(
    async (patch: ListUserPropertiesUpdate) => {
      const s = storeApi.getState();
      const before = selectListProperties(s, key).display_filters.layout;
      await s.updateListProperties(slug, ctxRef.current, patch).catch(() => undefined);
      const after = selectListProperties(storeApi.getState(), key).display_filters.layout;
      // A layout change empties the list (and its search); ask again with the search box's text.
      if (before !== after && searchRef.current && !usesWindow(after)) {
        await storeApi.getState().loadWorkItemList(slug, ctxRef.current, { search: searchRef.current }).catch(() => undefined);
      }
    },
    [storeApi, slug, key],
  );

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      searchRef.current = text;
      const layout = selectListProperties(storeApi.getState(), key).display_filters.layout;
      // A date layout's first load comes with its window; before that, the search just waits for it.
      if (usesWindow(layout) && !storeApi.getState().workItemLists[key]) return;
      void storeApi.getState().loadWorkItemList(slug, ctxRef.current, { search: text }).catch(() => undefined);
    },
    [storeApi, slug, key],
  );

  const setWindow = useCallback(
    (window: ListWindow) => {
      if (!usesWindow(selectListProperties(storeApi.getState(), key).display_filters.layout)) return;
      void storeApi.getState().loadWorkItemList(slug, ctxRef.current, { window, search: searchRef.current }).catch(() => undefined);
    },
    [storeApi, slug, key],
  );

  const loadMore = useCallback(
    (groupKey?: string, subGroupKey?: string) => {
      void storeApi.getState().loadMoreWorkItemList(slug, ctxRef.current, groupKey, subGroupKey).catch(() => undefined);
    },
    [storeApi, slug],
  );

  const retry = useCallback(() => {
    void storeApi.getState().loadWorkItemList(slug, ctxRef.current, { search: searchRef.current }).catch(() => undefined);
  }, [storeApi, slug]);

  return { key, properties, list, ready, search, setSearch, setWindow, update, loadMore, retry, flat: isFlatLayout(properties.display_filters.layout) };
}
