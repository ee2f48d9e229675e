import { useEffect, useMemo, useState } from 'react';
import {
  PAGE_DEFAULT_SORT_BY, PAGE_DEFAULT_SORT_KEY, PAGE_LIST_TYPES, PAGE_SORT_DIRECTIONS, PAGE_SORT_KEYS, type PageListType, type PageSortBy,
  type PageSortKey, type PagesQuery,
} from '@cairn/types';
import { useStoredValue } from '../../../shared/hooks/stored-value';

/** How long typing pauses before the search goes to the server. */
export const PAGE_SEARCH_DEBOUNCE_MS = 300;

/** The pages list's sort (spec §3, §9: updated_at descending unless chosen). */
export interface PagesSort {
  key: PageSortKey;
  by: PageSortBy;
}

const DEFAULT_SORT: PagesSort = { key: PAGE_DEFAULT_SORT_KEY, by: PAGE_DEFAULT_SORT_BY };
const parseSort = (raw: string | null): PagesSort => {
  const [key, by] = (raw ?? '').split(':');
  return PAGE_SORT_KEYS.includes(key as PageSortKey) && PAGE_SORT_DIRECTIONS.includes(by as PageSortBy)
    ? { key: key as PageSortKey, by: by as PageSortBy }
    : DEFAULT_SORT;
};
const formatSort = (sort: PagesSort) => `${sort.key}:${sort.by}`;

/** A tab from the address (?tab=), all when absent or unknown. */
export const pageTabOf = (raw: string | null): PageListType => (PAGE_LIST_TYPES.includes(raw as PageListType) ? (raw as PageListType) : 'all');

/** The value after `value` has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * The pages list's query: the tab, the search (debounced before it reaches the server), the sort (kept per project in
 * localStorage `cairn:pages:<projectId>:sort`) and the filters (owned by me, favorites).
 */
export function usePagesQuery(projectId: string, tab: PageListType) {
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim(), PAGE_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useStoredValue(`cairn:pages:${projectId}:sort`, parseSort, formatSort);
  const [ownedByMe, setOwnedByMe] = useState(false);
  const [favorites, setFavorites] = useState(false);
  const query = useMemo<PagesQuery>(() => ({
    type: tab,
    sort_key: sort.key,
    sort_by: sort.by,
    ...(settledSearch ? { search: settledSearch } : {}),
    ...(ownedByMe ? { owned_by_me: 'true' as const } : {}),
    ...(favorites ? { favorites: 'true' as const } : {}),
  }), [tab, sort.key, sort.by, settledSearch, ownedByMe, favorites]);
  return { query, search, setSearch, settledSearch, sort, setSort, ownedByMe, setOwnedByMe, favorites, setFavorites };
}
